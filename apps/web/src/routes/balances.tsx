import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { safeLayoutRoute } from './safeLayout'

export const balancesRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/balances',
  component: lazyRouteComponent(() => import('../features/balances/BalancesPage'), 'BalancesPage'),
})
