import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { SafeMessage } from '../types/safeMessages'
import { parseWith } from '../validation/parseResponse'
import { safeMessageSchema } from '../validation/safeMessages'

export type GetSafeMessageParameters = ChainIdParameter & { messageHash: string }

/** Reads one Safe message with its confirmations (and prepared signature once confirmed). */
export function getSafeMessage(
  client: GatewayClient,
  { chainId, messageHash }: GetSafeMessageParameters,
  { signal }: RequestOptions = {},
): Promise<SafeMessage> {
  return client.request({
    path: '/v1/chains/{chainId}/messages/{messageHash}',
    pathParams: { chainId, messageHash },
    parse: parseWith<SafeMessage>(safeMessageSchema),
    signal,
  })
}
