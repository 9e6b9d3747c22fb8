import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { safeLayoutRoute } from '../safeLayout'

export const transactionsQueueRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/transactions/queue',
  component: lazyRouteComponent(
    () => import('../../features/transactions/queue/QueuePage'),
    'QueuePage',
  ),
})
