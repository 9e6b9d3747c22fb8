import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import {
  type ChainIdParameter,
  type PageUrlParameters,
  pagedTarget,
} from '../transport/pagedTarget'
import type { SafeCollectiblesPage } from '../types/common'
import { collectiblesPageSchema } from '../validation/misc'
import { parseWith } from '../validation/parseResponse'

export type GetCollectiblesPageParameters =
  | (ChainIdParameter & {
      address: string
      cursor?: string
      trusted?: boolean
      excludeSpam?: boolean
    })
  | PageUrlParameters

/** Lists the Safe's NFTs one page at a time (v2). */
export function getCollectiblesPage(
  client: GatewayClient,
  parameters: GetCollectiblesPageParameters,
  { signal }: RequestOptions = {},
): Promise<SafeCollectiblesPage> {
  return client.request({
    ...pagedTarget(parameters, ({ chainId, address, cursor, trusted, excludeSpam }) => ({
      path: '/v2/chains/{chainId}/safes/{address}/collectibles',
      pathParams: { chainId, address },
      query: { cursor, trusted, exclude_spam: excludeSpam },
    })),
    parse: parseWith<SafeCollectiblesPage>(collectiblesPageSchema),
    signal,
  })
}
