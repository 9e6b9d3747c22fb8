import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { IndexingStatus } from '../types/common'
import { indexingStatusSchema } from '../validation/misc'
import { parseWith } from '../validation/parseResponse'

export type GetIndexingStatusParameters = ChainIdParameter

/** Reads how far the gateway's indexer lags the chain head (Assent extension). */
export function getIndexingStatus(
  client: GatewayClient,
  { chainId }: GetIndexingStatusParameters,
  { signal }: RequestOptions = {},
): Promise<IndexingStatus> {
  return client.request({
    path: '/v1/chains/{chainId}/about/indexing',
    pathParams: { chainId },
    parse: parseWith<IndexingStatus>(indexingStatusSchema),
    signal,
  })
}
