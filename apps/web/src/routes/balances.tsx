import { createRoute } from '@tanstack/react-router'
import { BalancesPage } from '../features/balances/BalancesPage'
import { safeLayoutRoute } from './safeLayout'

export const balancesRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/balances',
  component: BalancesPage,
})
