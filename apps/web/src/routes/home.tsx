import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { safeLayoutRoute } from './safeLayout'

export const homeRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/home',
  component: lazyRouteComponent(
    () => import('../features/dashboard/DashboardPage'),
    'DashboardPage',
  ),
})
