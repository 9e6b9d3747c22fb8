import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { WebhookList } from '../types/webhooks'
import { parseWith } from '../validation/parseResponse'
import { webhookListSchema } from '../validation/webhooks'

export type GetWebhooksParameters = ChainIdParameter

/** The signed-in owner's webhooks on a chain (its own and its Safes'), oldest first. */
export function getWebhooks(
  client: GatewayClient,
  { chainId }: GetWebhooksParameters,
  { signal }: RequestOptions = {},
): Promise<WebhookList> {
  return client.request({
    path: '/v1/chains/{chainId}/webhooks',
    pathParams: { chainId },
    parse: parseWith<WebhookList>(webhookListSchema),
    signal,
  })
}
