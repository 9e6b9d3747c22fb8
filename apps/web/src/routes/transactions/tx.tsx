import { createRoute } from '@tanstack/react-router'
import { TransactionDetailsPage } from '../../features/transactions/details/TransactionDetailsPage'
import { safeLayoutRoute } from '../safeLayout'

export const transactionDetailsRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    typeof search.id === 'string' ? { id: search.id } : {},
  path: '/transactions/tx',
  component: TransactionDetailsRouteComponent,
})

function TransactionDetailsRouteComponent() {
  const { id } = transactionDetailsRoute.useSearch()
  return <TransactionDetailsPage key={id} id={id} />
}
