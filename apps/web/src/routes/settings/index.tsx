import { createRoute, redirect } from '@tanstack/react-router'
import { settingsRoute } from './layout'

/** /settings opens the Safe setup tab. */
export const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/settings/setup', search })
  },
})
