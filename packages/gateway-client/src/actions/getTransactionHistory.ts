import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import {
  type ChainIdParameter,
  type PageUrlParameters,
  pagedTarget,
} from '../transport/pagedTarget'
import type { TransactionListPage } from '../types/transactions'
import { parseWith } from '../validation/parseResponse'
import { transactionListPageSchema } from '../validation/transactions'

export type GetTransactionHistoryParameters =
  | (ChainIdParameter & {
      address: string
      /** IANA zone the DATE_LABEL days are cut in; the gateway defaults to UTC. */
      timezone?: string
      trusted?: boolean
      cursor?: string
    })
  | PageUrlParameters

/** Lists executed transactions, newest first, grouped by day with DATE_LABEL items. */
export function getTransactionHistory(
  client: GatewayClient,
  parameters: GetTransactionHistoryParameters,
  { signal }: RequestOptions = {},
): Promise<TransactionListPage> {
  return client.request({
    ...pagedTarget(parameters, ({ chainId, address, timezone, trusted, cursor }) => ({
      path: '/v1/chains/{chainId}/safes/{address}/transactions/history',
      pathParams: { chainId, address },
      query: { timezone, trusted, cursor },
    })),
    parse: parseWith<TransactionListPage>(transactionListPageSchema),
    signal,
  })
}
