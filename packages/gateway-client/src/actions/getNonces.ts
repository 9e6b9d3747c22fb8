import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { SafeNonces } from '../types/common'
import { noncesSchema } from '../validation/misc'
import { parseWith } from '../validation/parseResponse'

export type GetNoncesParameters = ChainIdParameter & { address: string }

/** Reads the Safe's on-chain nonce and the nonce a new proposal should use (after the queue). */
export function getNonces(
  client: GatewayClient,
  { chainId, address }: GetNoncesParameters,
  { signal }: RequestOptions = {},
): Promise<SafeNonces> {
  return client.request({
    path: '/v1/chains/{chainId}/safes/{address}/nonces',
    pathParams: { chainId, address },
    parse: parseWith<SafeNonces>(noncesSchema),
    signal,
  })
}
