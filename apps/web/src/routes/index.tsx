import { createRoute } from '@tanstack/react-router'
import { WelcomePage } from '../features/welcome/WelcomePage'
import { rootRoute } from './__root'

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: WelcomePage,
})
