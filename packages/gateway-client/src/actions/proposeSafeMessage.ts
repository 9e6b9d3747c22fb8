import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { ProposeSafeMessageBody } from '../types/safeMessages'

export type ProposeSafeMessageParameters = ChainIdParameter & {
  address: string
  body: ProposeSafeMessageBody
}

/** Stores a new off-chain message for the Safe with the first owner's signature. */
export async function proposeSafeMessage(
  client: GatewayClient,
  { chainId, address, body }: ProposeSafeMessageParameters,
  { signal }: RequestOptions = {},
): Promise<void> {
  await client.request({
    method: 'POST',
    path: '/v1/chains/{chainId}/safes/{address}/messages',
    pathParams: { chainId, address },
    body,
    signal,
  })
}
