import { createRootRoute, Outlet } from '@tanstack/react-router'
import { AppShell } from '../components/layout/AppShell'
import { SafeProvider } from '../features/safe/SafeProvider'

/** Search parameters every page understands: `safe=<shortName>:<address>` (EIP-3770). */
export type RootSearch = { safe?: string }

export const rootRoute = createRootRoute({
  validateSearch: (search: Record<string, unknown>): RootSearch =>
    typeof search.safe === 'string' && search.safe ? { safe: search.safe } : {},
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  const { safe } = rootRoute.useSearch()
  return (
    <SafeProvider safeParam={safe}>
      <AppShell>
        <Outlet />
      </AppShell>
    </SafeProvider>
  )
}

function NotFound() {
  return (
    <div className="page">
      <h1>Page not found</h1>
      <p className="muted">There is nothing at this address.</p>
    </div>
  )
}
