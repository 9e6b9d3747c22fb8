import { createRoute } from '@tanstack/react-router'
import { AppearanceSettingsPage } from '../../features/settings/AppearanceSettingsPage'
import { settingsRoute } from './layout'

export const settingsAppearanceRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/appearance',
  component: AppearanceSettingsPage,
})
