import { createRoute, Outlet } from '@tanstack/react-router'
import { RequireSafe } from '../features/safe/RequireSafe'
import { TransactionFlowHost } from '../features/transactions/flow/TransactionFlowHost'
import { rootRoute } from './__root'

/**
 * Pathless parent of every page that needs an open Safe: renders them only once it is loaded,
 * with the transaction flow dialog any of them (or a Safe App) can open.
 */
export const safeLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'safe',
  component: () => (
    <RequireSafe>
      <Outlet />
      <TransactionFlowHost />
    </RequireSafe>
  ),
})
