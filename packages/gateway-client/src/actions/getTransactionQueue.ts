import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import {
  type ChainIdParameter,
  type PageUrlParameters,
  pagedTarget,
} from '../transport/pagedTarget'
import type { TransactionListPage } from '../types/transactions'
import { parseWith } from '../validation/parseResponse'
import { transactionListPageSchema } from '../validation/transactions'

export type GetTransactionQueueParameters =
  | (ChainIdParameter & { address: string; trusted?: boolean; cursor?: string })
  | PageUrlParameters

/** Lists pending transactions in nonce order with Next/Queued labels and conflict headers. */
export function getTransactionQueue(
  client: GatewayClient,
  parameters: GetTransactionQueueParameters,
  { signal }: RequestOptions = {},
): Promise<TransactionListPage> {
  return client.request({
    ...pagedTarget(parameters, ({ chainId, address, trusted, cursor }) => ({
      path: '/v1/chains/{chainId}/safes/{address}/transactions/queued',
      pathParams: { chainId, address },
      query: { trusted, cursor },
    })),
    parse: parseWith<TransactionListPage>(transactionListPageSchema),
    signal,
  })
}
