import { createRoute } from '@tanstack/react-router'
import { CreateSafePage } from '../features/welcome/CreateSafePage'
import { rootRoute } from './__root'

export const newSafeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/new-safe',
  component: CreateSafePage,
})
