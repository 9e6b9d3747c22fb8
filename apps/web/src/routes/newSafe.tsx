import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'

export const newSafeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/new-safe',
  component: lazyRouteComponent(
    () => import('../features/welcome/CreateSafePage'),
    'CreateSafePage',
  ),
})
