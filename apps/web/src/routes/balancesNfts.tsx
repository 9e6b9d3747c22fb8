import { createRoute } from '@tanstack/react-router'
import { NftsPage } from '../features/balances/NftsPage'
import { safeLayoutRoute } from './safeLayout'

export const balancesNftsRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/balances/nfts',
  component: NftsPage,
})
