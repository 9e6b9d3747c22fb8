import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { DeleteTransactionBody } from '../types/requests'

export type DeleteTransactionParameters = ChainIdParameter & {
  safeTxHash: string
  /** The proposer's signature authorising the deletion. */
  body: DeleteTransactionBody
}

/** Removes a queued transaction that only its proposer has signed. */
export async function deleteTransaction(
  client: GatewayClient,
  { chainId, safeTxHash, body }: DeleteTransactionParameters,
  { signal }: RequestOptions = {},
): Promise<void> {
  await client.request({
    method: 'DELETE',
    path: '/v1/chains/{chainId}/transactions/{safeTxHash}',
    pathParams: { chainId, safeTxHash },
    body,
    signal,
  })
}
