import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { settingsRoute } from './layout'

export const settingsDataRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/data',
  component: lazyRouteComponent(
    () => import('../../features/settings/DataSettingsPage'),
    'DataSettingsPage',
  ),
})
