import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { settingsRoute } from './layout'

export const settingsVerificationRpcRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/verification-rpc',
  component: lazyRouteComponent(
    () => import('../../features/settings/VerificationRpcSettingsPage'),
    'VerificationRpcSettingsPage',
  ),
})
