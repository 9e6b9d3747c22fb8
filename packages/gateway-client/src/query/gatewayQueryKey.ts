import type { GatewayClient } from '../transport/createGatewayClient'
import type { PageUrlParameters } from '../transport/pagedTarget'

/**
 * Builds a query key: `['gateway', baseUrl, resource, ...parts]`. The base URL keeps two
 * gateways' caches apart; chain ids are strings so `1` and `'1'` share an entry.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: ['gateway', client.baseUrl, 'transactionQueue'] })
 */
export function gatewayQueryKey<const Resource extends string, const Parts extends unknown[]>(
  client: GatewayClient,
  resource: Resource,
  ...parts: Parts
) {
  return ['gateway', client.baseUrl, resource, ...parts] as const
}

/**
 * Key of a paged list: by chain, Safe and filters, or by the page URL when following
 * `next`/`previous` (those pages are keyed apart; invalidate by resource to reach them).
 */
export function pagedQueryKey<
  const Resource extends string,
  P extends { chainId: string | number; address: string },
>(client: GatewayClient, resource: Resource, parameters: P | PageUrlParameters) {
  if ('pageUrl' in parameters)
    return gatewayQueryKey(client, resource, { pageUrl: parameters.pageUrl })
  const { chainId, address, ...filters } = parameters
  return gatewayQueryKey(client, resource, String(chainId), address, filters)
}

/** What TanStack Query passes to a query function that this package uses. */
export type QueryFunctionContext = { signal?: AbortSignal }
