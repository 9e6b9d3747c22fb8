import { createRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/PlaceholderPage'
import { safeLayoutRoute } from '../safeLayout'

// Placeholder: the Safe Apps helper replaces this component (issue #7).
export const appsOpenRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  // Keep the search contract when replacing the component: links already pass `appUrl`.
  validateSearch: (search: Record<string, unknown>): { appUrl?: string } =>
    typeof search.appUrl === 'string' ? { appUrl: search.appUrl } : {},
  path: '/apps/open',
  component: () => <PlaceholderPage title="Safe App" issue={7} />,
})
