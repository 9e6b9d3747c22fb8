import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { SafeCollectibleResponse } from '../types/common'
import { collectiblesSchema } from '../validation/misc'
import { parseWith } from '../validation/parseResponse'

export type GetCollectiblesParameters = ChainIdParameter & {
  address: string
  trusted?: boolean
  excludeSpam?: boolean
}

/** Lists all NFTs the Safe holds (v1, unpaged). */
export function getCollectibles(
  client: GatewayClient,
  { chainId, address, trusted, excludeSpam }: GetCollectiblesParameters,
  { signal }: RequestOptions = {},
): Promise<SafeCollectibleResponse[]> {
  return client.request({
    path: '/v1/chains/{chainId}/safes/{address}/collectibles',
    pathParams: { chainId, address },
    query: { trusted, exclude_spam: excludeSpam },
    parse: parseWith<SafeCollectibleResponse[]>(collectiblesSchema),
    signal,
  })
}
