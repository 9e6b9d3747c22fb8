import { createRoute } from '@tanstack/react-router'
import { QueuePage } from '../../features/transactions/queue/QueuePage'
import { safeLayoutRoute } from '../safeLayout'

export const transactionsQueueRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/transactions/queue',
  component: QueuePage,
})
