import type { GatewayClient } from '@assent/gateway-client'

/**
 * Query key of a gateway read: `['gateway', baseUrl, name, ...parts]`, the same shape as the
 * gateway-client's query option factories, so both share one cache entry and the persister
 * (which keeps only `'gateway'` keys) picks them up.
 */
export function gatewayQueryKey<const Parts extends readonly unknown[]>(
  client: GatewayClient,
  name: string,
  ...parts: Parts
) {
  return ['gateway', client.baseUrl, name, ...parts] as const
}
