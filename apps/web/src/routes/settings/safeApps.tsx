import { createRoute } from '@tanstack/react-router'
import { SafeAppsPermissionsPage } from '../../features/safe-apps/settings/SafeAppsPermissionsPage'
import { settingsRoute } from './layout'

export const settingsSafeAppsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/safe-apps',
  component: SafeAppsPermissionsPage,
})
