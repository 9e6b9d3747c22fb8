import { createRoute } from '@tanstack/react-router'
import { SafeAppsCatalogue } from '../../features/safe-apps/catalogue/SafeAppsCatalogue'
import { safeLayoutRoute } from '../safeLayout'

export const appsRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/apps',
  component: SafeAppsCatalogue,
})
