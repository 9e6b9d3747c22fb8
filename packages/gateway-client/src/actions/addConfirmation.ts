import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { AddConfirmationBody } from '../types/requests'
import type { TransactionDetails } from '../types/transactionDetails'
import { parseWith } from '../validation/parseResponse'
import { transactionDetailsSchema } from '../validation/transactionDetails'

export type AddConfirmationParameters = ChainIdParameter & {
  safeTxHash: string
  body: AddConfirmationBody
}

/** Adds an owner's signature to a queued transaction; returns the updated details. */
export function addConfirmation(
  client: GatewayClient,
  { chainId, safeTxHash, body }: AddConfirmationParameters,
  { signal }: RequestOptions = {},
): Promise<TransactionDetails> {
  return client.request({
    method: 'POST',
    path: '/v1/chains/{chainId}/transactions/{safeTxHash}/confirmations',
    pathParams: { chainId, safeTxHash },
    body,
    parse: parseWith<TransactionDetails>(transactionDetailsSchema),
    signal,
  })
}
