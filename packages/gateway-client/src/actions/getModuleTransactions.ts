import type { QueryParams } from '../transport/buildUrl'
import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import {
  type ChainIdParameter,
  type PageUrlParameters,
  pagedTarget,
} from '../transport/pagedTarget'
import type { TransactionListPage } from '../types/transactions'
import { parseWith } from '../validation/parseResponse'
import { transactionListPageSchema } from '../validation/transactions'

export type GetModuleTransactionsParameters =
  | (ChainIdParameter & {
      address: string
      /** Filters as the gateway names them (e.g. `cursor`, `to`, `value`, `token_address`). */
      query?: QueryParams
    })
  | PageUrlParameters

/** Lists transactions that modules executed through the Safe. */
export function getModuleTransactions(
  client: GatewayClient,
  parameters: GetModuleTransactionsParameters,
  { signal }: RequestOptions = {},
): Promise<TransactionListPage> {
  return client.request({
    ...pagedTarget(parameters, ({ chainId, address, query }) => ({
      path: '/v1/chains/{chainId}/safes/{address}/module-transactions/',
      pathParams: { chainId, address },
      query,
    })),
    parse: parseWith<TransactionListPage>(transactionListPageSchema),
    signal,
  })
}
