import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { settingsRoute } from './layout'

export const settingsModulesRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/modules',
  component: lazyRouteComponent(
    () => import('../../features/settings/ModulesSettingsPage'),
    'ModulesSettingsPage',
  ),
})
