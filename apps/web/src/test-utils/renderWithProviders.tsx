import { createGatewayClient, type GatewayClient } from '@assent/gateway-client'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type CurrentSafe, CurrentSafeContext } from '../features/safe/SafeContext'
import { GatewayProvider } from '../kernel/GatewayProvider'
import { createTestQueryClient } from './createTestQueryClient'

/** What the providers around a rendered component hold. */
export type TestProviders = {
  /** A query client to share or inspect; a fresh {@link createTestQueryClient} otherwise. */
  queryClient?: QueryClient
  /** The gateway, as a client or a base URL (a test server's); no GatewayProvider without it. */
  gateway?: GatewayClient | string
  /** The open Safe, as <RequireSafe> provides it to the pages below it. */
  safe?: CurrentSafe
}

function wrapperOf({ queryClient = createTestQueryClient(), gateway, safe }: TestProviders) {
  const client = typeof gateway === 'string' ? createGatewayClient({ baseUrl: gateway }) : gateway
  function Providers({ children }: { children: ReactNode }) {
    const withSafe = safe ? (
      <CurrentSafeContext.Provider value={safe}>{children}</CurrentSafeContext.Provider>
    ) : (
      children
    )
    return (
      <QueryClientProvider client={queryClient}>
        {client ? <GatewayProvider client={client}>{withSafe}</GatewayProvider> : withSafe}
      </QueryClientProvider>
    )
  }
  return { queryClient, wrapper: Providers }
}

/**
 * Renders `ui` inside the app's data providers (query client, gateway, open Safe); `rerender`
 * keeps them. Returns Testing Library's result and the query client.
 * @example const { queryClient } = renderWithProviders(<MissingSigners … />, { gateway: server.url, safe })
 */
export function renderWithProviders(ui: ReactNode, providers: TestProviders = {}) {
  const { queryClient, wrapper } = wrapperOf(providers)
  return { ...render(ui, { wrapper }), queryClient }
}

/**
 * Renders `hook` inside the app's data providers, as {@link renderWithProviders} does a component.
 * @example const { result } = renderHookWithProviders(() => useSafeMessage('31337', hash), { gateway })
 */
export function renderHookWithProviders<Result>(hook: () => Result, providers: TestProviders = {}) {
  const { queryClient, wrapper } = wrapperOf(providers)
  return { ...renderHook(hook, { wrapper }), queryClient }
}
