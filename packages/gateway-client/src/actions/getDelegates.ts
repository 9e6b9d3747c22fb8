import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { DelegatePage } from '../types/delegates'
import { delegatePageSchema } from '../validation/delegates'
import { parseWith } from '../validation/parseResponse'

export type GetDelegatesParameters = ChainIdParameter & {
  /** The Safe whose delegates (proposers) to list. */
  safe: string
}

/** Lists the delegates (proposers) registered for a Safe, oldest first (the first page). */
export function getDelegates(
  client: GatewayClient,
  { chainId, safe }: GetDelegatesParameters,
  { signal }: RequestOptions = {},
): Promise<DelegatePage> {
  return client.request({
    path: '/v2/chains/{chainId}/delegates',
    pathParams: { chainId },
    query: { safe },
    parse: parseWith<DelegatePage>(delegatePageSchema),
    signal,
  })
}
