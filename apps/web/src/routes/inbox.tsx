import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'

export const inboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/inbox',
  component: lazyRouteComponent(() => import('../features/inbox/InboxPage'), 'InboxPage'),
})
