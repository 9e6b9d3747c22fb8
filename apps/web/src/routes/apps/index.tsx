import { createRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/PlaceholderPage'
import { safeLayoutRoute } from '../safeLayout'

// Placeholder: the Safe Apps helper replaces this component (issue #7).
export const appsRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/apps',
  component: () => <PlaceholderPage title="Apps" issue={7} />,
})
