import { createRoute } from '@tanstack/react-router'
import { MessagesPage } from '../../features/messages/MessagesPage'
import { safeLayoutRoute } from '../safeLayout'

export const transactionsMessagesRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/transactions/messages',
  component: MessagesPage,
})
