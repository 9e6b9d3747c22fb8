import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { safeLayoutRoute } from '../safeLayout'

export const transactionsBatchRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/transactions/batch',
  component: lazyRouteComponent(
    () => import('../../features/transactions/savedBatch/SavedBatchPage'),
    'SavedBatchPage',
  ),
})
