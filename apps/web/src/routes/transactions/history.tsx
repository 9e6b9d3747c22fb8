import { createRoute } from '@tanstack/react-router'
import { HistoryPage } from '../../features/transactions/history/HistoryPage'
import { safeLayoutRoute } from '../safeLayout'

export const transactionsHistoryRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/transactions/history',
  component: HistoryPage,
})
