import { createRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/PlaceholderPage'
import { settingsRoute } from './layout'

// Placeholder: the Safe Apps helper replaces this component (issue #7).
export const settingsSafeAppsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/safe-apps',
  component: () => <PlaceholderPage title="Safe Apps permissions" issue={7} />,
})
