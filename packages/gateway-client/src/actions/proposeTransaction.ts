import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { ProposeTransactionBody } from '../types/requests'
import type { TransactionDetails } from '../types/transactionDetails'
import { parseWith } from '../validation/parseResponse'
import { transactionDetailsSchema } from '../validation/transactionDetails'

export type ProposeTransactionParameters = ChainIdParameter & {
  /** The Safe the transaction belongs to. */
  address: string
  body: ProposeTransactionBody
}

/**
 * Stores a new Safe transaction (optionally with the proposer's signature) in the queue.
 * The gateway recomputes `safeTxHash` and rejects a mismatch with `422 Invalid safeTxHash`.
 */
export function proposeTransaction(
  client: GatewayClient,
  { chainId, address, body }: ProposeTransactionParameters,
  { signal }: RequestOptions = {},
): Promise<TransactionDetails> {
  return client.request({
    method: 'POST',
    path: '/v1/chains/{chainId}/transactions/{address}/propose',
    pathParams: { chainId, address },
    body,
    parse: parseWith<TransactionDetails>(transactionDetailsSchema),
    signal,
  })
}
