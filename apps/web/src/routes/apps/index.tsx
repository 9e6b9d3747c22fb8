import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { safeLayoutRoute } from '../safeLayout'

export const appsRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/apps',
  component: lazyRouteComponent(
    () => import('../../features/safe-apps/catalogue/SafeAppsCatalogue'),
    'SafeAppsCatalogue',
  ),
})
