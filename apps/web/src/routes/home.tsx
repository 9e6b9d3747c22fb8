import { createRoute } from '@tanstack/react-router'
import { DashboardPage } from '../features/dashboard/DashboardPage'
import { safeLayoutRoute } from './safeLayout'

export const homeRoute = createRoute({
  getParentRoute: () => safeLayoutRoute,
  path: '/home',
  component: DashboardPage,
})
