import type { GatewayClient } from '@assent/gateway-client'
import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  type ErrorComponentProps,
  Outlet,
} from '@tanstack/react-router'
import { ErrorState } from '../components/ErrorState'
import { SafeProvider } from '../features/safe/SafeProvider'
import { AppShell } from '../shell/AppShell'
import { prefetchGatewayReads } from './prefetchGatewayReads'

/** Search parameters every page understands: `safe=<shortName>:<address>` (EIP-3770). */
export type RootSearch = { safe?: string }

/** What every route's loader gets from the router: the query cache and the gateway. */
export type RouterContext = { queryClient: QueryClient; gateway: GatewayClient }

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search: Record<string, unknown>): RootSearch =>
    typeof search.safe === 'string' && search.safe ? { safe: search.safe } : {},
  loaderDeps: ({ search }) => ({ safe: search.safe }),
  // Starts the reads, never waits for them: pages render at once and show their own loading.
  loader: ({ context, deps }) =>
    prefetchGatewayReads(context.queryClient, context.gateway, {
      safeParam: deps.safe,
      storage: globalThis.localStorage,
    }),
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
