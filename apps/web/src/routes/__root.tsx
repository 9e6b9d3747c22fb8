import { createRootRoute, type ErrorComponentProps, Outlet } from '@tanstack/react-router'
import { ErrorState } from '../components/ErrorState'
import { SafeProvider } from '../features/safe/SafeProvider'
import { AppShell } from '../shell/AppShell'

/** Search parameters every page understands: `safe=<shortName>:<address>` (EIP-3770). */
export type RootSearch = { safe?: string }

export const rootRoute = createRootRoute({
  validateSearch: (search: Record<string, unknown>): RootSearch =>
    typeof search.safe === 'string' && search.safe ? { safe: search.safe } : {},
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
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

/** A page that crashed: say so, keep the shell, offer a reload of the route. */
function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <div className="page">
      <ErrorState
        title="Oops, something went wrong!"
        message={error instanceof Error ? error.message : String(error)}
        onRetry={reset}
      />
    </div>
  )
}
