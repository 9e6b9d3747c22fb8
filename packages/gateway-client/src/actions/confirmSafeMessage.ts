import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { ConfirmSafeMessageBody } from '../types/safeMessages'

export type ConfirmSafeMessageParameters = ChainIdParameter & {
  messageHash: string
  body: ConfirmSafeMessageBody
}

/** Adds another owner's signature to a Safe message. */
export async function confirmSafeMessage(
  client: GatewayClient,
  { chainId, messageHash, body }: ConfirmSafeMessageParameters,
  { signal }: RequestOptions = {},
): Promise<void> {
  await client.request({
    method: 'POST',
    path: '/v1/chains/{chainId}/messages/{messageHash}/signatures',
    pathParams: { chainId, messageHash },
    body,
    signal,
  })
}
