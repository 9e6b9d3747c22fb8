import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { DeleteDelegateBody } from '../types/delegates'

export type DeleteDelegateParameters = ChainIdParameter & {
  delegateAddress: string
  /** The delegator's (or the delegate's own) signature of the Delegate typed data. */
  body: DeleteDelegateBody
}

/** Removes a delegate (a proposer) of a Safe. */
export async function deleteDelegate(
  client: GatewayClient,
  { chainId, delegateAddress, body }: DeleteDelegateParameters,
  { signal }: RequestOptions = {},
): Promise<void> {
  await client.request({
    method: 'DELETE',
    path: '/v2/chains/{chainId}/delegates/{delegateAddress}',
    pathParams: { chainId, delegateAddress },
    body,
    signal,
  })
}
