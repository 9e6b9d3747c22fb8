import { createRoute } from '@tanstack/react-router'
import { ModulesSettingsPage } from '../../features/settings/ModulesSettingsPage'
import { settingsRoute } from './layout'

export const settingsModulesRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/modules',
  component: ModulesSettingsPage,
})
