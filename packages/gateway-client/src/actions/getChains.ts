import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import { type PageUrlParameters, pagedTarget } from '../transport/pagedTarget'
import type { ChainListResponse } from '../types/chains'
import { chainPageSchema } from '../validation/chains'
import { parseWith } from '../validation/parseResponse'

export type GetChainsParameters = { cursor?: string } | PageUrlParameters

/** Lists the chains the gateway serves, one page at a time. */
export function getChains(
  client: GatewayClient,
  parameters: GetChainsParameters = {},
  { signal }: RequestOptions = {},
): Promise<ChainListResponse> {
  return client.request({
    ...pagedTarget(parameters, ({ cursor }) => ({
      path: '/v1/chains',
      pathParams: {},
      query: { cursor },
    })),
    parse: parseWith<ChainListResponse>(chainPageSchema),
    signal,
  })
}
