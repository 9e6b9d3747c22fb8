import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { Webhook } from '../types/webhooks'
import { parseWith } from '../validation/parseResponse'
import { webhookSchema } from '../validation/webhooks'

export type ResumeWebhookParameters = ChainIdParameter & { id: number }

/** Delivers again to a paused webhook, from the first event it did not acknowledge. */
export function resumeWebhook(
  client: GatewayClient,
  { chainId, id }: ResumeWebhookParameters,
  { signal }: RequestOptions = {},
): Promise<Webhook> {
  return client.request({
    method: 'POST',
    path: '/v1/chains/{chainId}/webhooks/{id}/resume',
    pathParams: { chainId, id },
    parse: parseWith<Webhook>(webhookSchema),
    signal,
  })
}
