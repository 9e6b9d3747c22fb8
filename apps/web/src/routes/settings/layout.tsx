import { createRoute } from '@tanstack/react-router'
import { SettingsLayout } from '../../features/settings/SettingsLayout'
import { rootRoute } from '../__root'

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: SettingsLayout,
})
