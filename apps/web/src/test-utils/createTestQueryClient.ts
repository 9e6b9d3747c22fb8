import { type DefaultOptions, QueryClient } from '@tanstack/react-query'

/**
 * A fresh QueryClient for one test: no retries, so a failing read fails at once; other query
 * defaults (a `staleTime`, say) as given. Tests that check the app's own settings use
 * `createAppQueryClient` instead.
 * @example renderWithProviders(<Page />, { queryClient: createTestQueryClient({ staleTime: 30_000 }) })
 */
export function createTestQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, ...queries } } })
}
