import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { settingsRoute } from './layout'

export const settingsSafeAppsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/safe-apps',
  component: lazyRouteComponent(
    () => import('../../features/safe-apps/settings/SafeAppsPermissionsPage'),
    'SafeAppsPermissionsPage',
  ),
})
