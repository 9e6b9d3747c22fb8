import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { settingsRoute } from './layout'

export const settingsAbisRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/abis',
  component: lazyRouteComponent(
    () => import('../../features/abi-registry/AbiRegistrySettingsPage'),
    'AbiRegistrySettingsPage',
  ),
})
