import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'

export const addressBookRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/address-book',
  component: lazyRouteComponent(
    () => import('../features/address-book/AddressBookPage'),
    'AddressBookPage',
  ),
})
