import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { MasterCopyReply } from '../types/masterCopies'
import { masterCopiesSchema } from '../validation/misc'
import { parseWith } from '../validation/parseResponse'

export type GetMasterCopiesParameters = ChainIdParameter

/** Lists the Safe singletons (implementations) the gateway recognises on a chain. */
export function getMasterCopies(
  client: GatewayClient,
  { chainId }: GetMasterCopiesParameters,
  { signal }: RequestOptions = {},
): Promise<MasterCopyReply[]> {
  return client.request({
    path: '/v1/chains/{chainId}/about/master-copies',
    pathParams: { chainId },
    parse: parseWith<MasterCopyReply[]>(masterCopiesSchema),
    signal,
  })
}
