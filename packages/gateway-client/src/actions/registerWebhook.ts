import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { RegisterWebhookBody, Webhook } from '../types/webhooks'
import { parseWith } from '../validation/parseResponse'
import { webhookSchema } from '../validation/webhooks'

export type RegisterWebhookParameters = ChainIdParameter & { body: RegisterWebhookBody }

/**
 * Registers an endpoint for one Safe's events or those of an owner's Safes (Assent's gateway;
 * needs the owner's Sign-In with Ethereum session). Deliveries start with the next event.
 */
export function registerWebhook(
  client: GatewayClient,
  { chainId, body }: RegisterWebhookParameters,
  { signal }: RequestOptions = {},
): Promise<Webhook> {
  return client.request({
    method: 'POST',
    path: '/v1/chains/{chainId}/webhooks',
    pathParams: { chainId },
    body,
    parse: parseWith<Webhook>(webhookSchema),
    signal,
  })
}
