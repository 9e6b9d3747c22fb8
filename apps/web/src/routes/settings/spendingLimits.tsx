import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { settingsRoute } from './layout'

export const settingsSpendingLimitsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/spending-limits',
  component: lazyRouteComponent(
    () => import('../../features/spending-limits/SpendingLimitsSettingsPage'),
    'SpendingLimitsSettingsPage',
  ),
})
