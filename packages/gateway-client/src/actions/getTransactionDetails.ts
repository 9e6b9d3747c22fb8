import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { TransactionDetails } from '../types/transactionDetails'
import { parseWith } from '../validation/parseResponse'
import { transactionDetailsSchema } from '../validation/transactionDetails'

export type GetTransactionDetailsParameters = ChainIdParameter & {
  /** A transaction id (`multisig_…`, `module_…`, `transfer_…`, `creation_…`) or a bare safeTxHash. */
  transactionId: string
}

/** Reads one transaction with its call data, confirmations and execution details. */
export function getTransactionDetails(
  client: GatewayClient,
  { chainId, transactionId }: GetTransactionDetailsParameters,
  { signal }: RequestOptions = {},
): Promise<TransactionDetails> {
  return client.request({
    path: '/v1/chains/{chainId}/transactions/{transactionId}',
    pathParams: { chainId, transactionId },
    parse: parseWith<TransactionDetails>(transactionDetailsSchema),
    signal,
  })
}
