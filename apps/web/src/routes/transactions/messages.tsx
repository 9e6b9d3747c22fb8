import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { safeLayoutRoute } from '../safeLayout'

export const transactionsMessagesRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/transactions/messages',
  component: lazyRouteComponent(
    () => import('../../features/messages/MessagesPage'),
    'MessagesPage',
  ),
})
