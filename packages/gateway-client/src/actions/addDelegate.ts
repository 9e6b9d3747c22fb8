import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { AddDelegateBody } from '../types/delegates'

export type AddDelegateParameters = ChainIdParameter & { body: AddDelegateBody }

/**
 * Registers a delegate (a proposer) with an owner's signature of the Delegate typed data; the
 * gateway refuses a signature that is not the delegator's or a delegator who is not an owner.
 */
export async function addDelegate(
  client: GatewayClient,
  { chainId, body }: AddDelegateParameters,
  { signal }: RequestOptions = {},
): Promise<void> {
  await client.request({
    method: 'POST',
    path: '/v2/chains/{chainId}/delegates',
    pathParams: { chainId },
    body,
    signal,
  })
}
