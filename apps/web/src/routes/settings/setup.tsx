import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { settingsRoute } from './layout'

export const settingsSetupRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/setup',
  component: lazyRouteComponent(
    () => import('../../features/settings/SetupSettingsPage'),
    'SetupSettingsPage',
  ),
})
