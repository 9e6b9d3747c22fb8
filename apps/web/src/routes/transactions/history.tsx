import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { safeLayoutRoute } from '../safeLayout'

export const transactionsHistoryRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/transactions/history',
  component: lazyRouteComponent(
    () => import('../../features/transactions/history/HistoryPage'),
    'HistoryPage',
  ),
})
