import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import {
  type ChainIdParameter,
  type PageUrlParameters,
  pagedTarget,
} from '../transport/pagedTarget'
import type { SafeMessageListPage } from '../types/safeMessages'
import { parseWith } from '../validation/parseResponse'
import { safeMessageListPageSchema } from '../validation/safeMessages'

export type GetSafeMessagesParameters =
  | (ChainIdParameter & { address: string; cursor?: string })
  | PageUrlParameters

/** Lists the Safe's off-chain messages, newest first, grouped by UTC day. */
export function getSafeMessages(
  client: GatewayClient,
  parameters: GetSafeMessagesParameters,
  { signal }: RequestOptions = {},
): Promise<SafeMessageListPage> {
  return client.request({
    ...pagedTarget(parameters, ({ chainId, address, cursor }) => ({
      path: '/v1/chains/{chainId}/safes/{address}/messages',
      pathParams: { chainId, address },
      query: { cursor },
    })),
    parse: parseWith<SafeMessageListPage>(safeMessageListPageSchema),
    signal,
  })
}
