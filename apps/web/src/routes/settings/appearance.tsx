import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { settingsRoute } from './layout'

export const settingsAppearanceRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/appearance',
  component: lazyRouteComponent(
    () => import('../../features/settings/AppearanceSettingsPage'),
    'AppearanceSettingsPage',
  ),
})
