import { createRoute } from '@tanstack/react-router'
import { SetupSettingsPage } from '../../features/settings/SetupSettingsPage'
import { settingsRoute } from './layout'

export const settingsSetupRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/setup',
  component: SetupSettingsPage,
})
