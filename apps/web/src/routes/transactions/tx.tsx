import { createRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/PlaceholderPage'
import { safeLayoutRoute } from '../safeLayout'

// Placeholder: the Transactions helper replaces this component (issue #6).
export const transactionDetailsRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  // Keep the search contract when replacing the component: links already pass `id`.
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    typeof search.id === 'string' ? { id: search.id } : {},
  path: '/transactions/tx',
  component: () => <PlaceholderPage title="Transaction details" issue={6} />,
})
