import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'

export type DeleteWebhookParameters = ChainIdParameter & { id: number }

/** Removes a webhook: nothing more is delivered to it (404 for someone else's). */
export async function deleteWebhook(
  client: GatewayClient,
  { chainId, id }: DeleteWebhookParameters,
  { signal }: RequestOptions = {},
): Promise<void> {
  await client.request({
    method: 'DELETE',
    path: '/v1/chains/{chainId}/webhooks/{id}',
    pathParams: { chainId, id },
    signal,
  })
}
