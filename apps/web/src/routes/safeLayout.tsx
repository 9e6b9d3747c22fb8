import { createRoute, Outlet } from '@tanstack/react-router'
import { RequireSafe } from '../features/safe/RequireSafe'
import { rootRoute } from './__root'

/** Pathless parent of every page that needs an open Safe: renders them only once it is loaded. */
export const safeLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'safe',
  component: () => (
    <RequireSafe>
      <Outlet />
    </RequireSafe>
  ),
})
