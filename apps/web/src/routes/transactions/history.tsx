import { createRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/PlaceholderPage'
import { safeLayoutRoute } from '../safeLayout'

// Placeholder: the Transactions helper replaces this component (issue #6).
export const transactionsHistoryRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/transactions/history',
  component: () => <PlaceholderPage title="Transaction history" issue={6} />,
})
