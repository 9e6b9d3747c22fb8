import { createRoute } from '@tanstack/react-router'
import { DataSettingsPage } from '../../features/settings/DataSettingsPage'
import { settingsRoute } from './layout'

export const settingsDataRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/data',
  component: DataSettingsPage,
})
