import { createRoute } from '@tanstack/react-router'
import { SafeAppPage } from '../../features/safe-apps/open/SafeAppPage'
import { safeLayoutRoute } from '../safeLayout'

export const appsOpenRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  validateSearch: (search: Record<string, unknown>): { appUrl?: string } =>
    typeof search.appUrl === 'string' ? { appUrl: search.appUrl } : {},
  path: '/apps/open',
  component: AppsOpenPage,
})

function AppsOpenPage() {
  const { appUrl } = appsOpenRoute.useSearch()
  return <SafeAppPage appUrl={appUrl} />
}
