import { createRoute } from '@tanstack/react-router'
import { AddressBookPage } from '../features/address-book/AddressBookPage'
import { rootRoute } from './__root'

export const addressBookRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/address-book',
  component: AddressBookPage,
})
