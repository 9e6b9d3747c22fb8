import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { OwnedSafes } from '../types/common'
import { ownedSafesSchema } from '../validation/misc'
import { parseWith } from '../validation/parseResponse'

export type GetOwnedSafesParameters = ChainIdParameter & { ownerAddress: string }

/** Lists the Safes an address owns on a chain. */
export function getOwnedSafes(
  client: GatewayClient,
  { chainId, ownerAddress }: GetOwnedSafesParameters,
  { signal }: RequestOptions = {},
): Promise<OwnedSafes> {
  return client.request({
    path: '/v1/chains/{chainId}/owners/{ownerAddress}/safes',
    pathParams: { chainId, ownerAddress },
    parse: parseWith<OwnedSafes>(ownedSafesSchema),
    signal,
  })
}
