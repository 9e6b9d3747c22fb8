import { createRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/PlaceholderPage'
import { safeLayoutRoute } from '../safeLayout'

// Placeholder: the Transactions helper replaces this component (issue #6).
export const transactionsQueueRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/transactions/queue',
  component: () => <PlaceholderPage title="Transaction queue" issue={6} />,
})
