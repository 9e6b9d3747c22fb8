import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { Webhook } from '../types/webhooks'
import { parseWith } from '../validation/parseResponse'
import { webhookSchema } from '../validation/webhooks'

export type GetWebhookParameters = ChainIdParameter & { id: number }

/** One webhook's delivery state (404 for someone else's). */
export function getWebhook(
  client: GatewayClient,
  { chainId, id }: GetWebhookParameters,
  { signal }: RequestOptions = {},
): Promise<Webhook> {
  return client.request({
    path: '/v1/chains/{chainId}/webhooks/{id}',
    pathParams: { chainId, id },
    parse: parseWith<Webhook>(webhookSchema),
    signal,
  })
}
