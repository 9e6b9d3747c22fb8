import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { SafeInfo } from '../types/safeInfo'
import { parseWith } from '../validation/parseResponse'
import { safeInfoSchema } from '../validation/safeInfo'

export type GetSafeInfoParameters = ChainIdParameter & { address: string }

/**
 * Reads a Safe's owners, threshold, nonce, version, modules and list tags.
 *
 * @example
 * const safe = await getSafeInfo(client, { chainId: '31337', address: '0x…' })
 */
export function getSafeInfo(
  client: GatewayClient,
  { chainId, address }: GetSafeInfoParameters,
  { signal }: RequestOptions = {},
): Promise<SafeInfo> {
  return client.request({
    path: '/v1/chains/{chainId}/safes/{address}',
    pathParams: { chainId, address },
    parse: parseWith<SafeInfo>(safeInfoSchema),
    signal,
  })
}
