import { createRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/PlaceholderPage'
import { safeLayoutRoute } from '../safeLayout'

// Placeholder: the Safe Apps helper replaces this component (issue #7).
export const transactionsMessagesRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/transactions/messages',
  component: () => <PlaceholderPage title="Messages" issue={7} />,
})
