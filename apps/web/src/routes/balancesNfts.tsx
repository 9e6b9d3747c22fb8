import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { safeLayoutRoute } from './safeLayout'

export const balancesNftsRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/balances/nfts',
  component: lazyRouteComponent(() => import('../features/balances/NftsPage'), 'NftsPage'),
})
