import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { SafeBalanceResponse } from '../types/common'
import { safeBalanceResponseSchema } from '../validation/misc'
import { parseWith } from '../validation/parseResponse'

export type GetBalancesParameters = ChainIdParameter & {
  address: string
  /** Fiat code for `fiatBalance`/`fiatTotal`; default `usd`. */
  currency?: string
  /** Only tokens the gateway trusts. */
  trusted?: boolean
  excludeSpam?: boolean
}

/** Reads the Safe's token balances with their fiat values. */
export function getBalances(
  client: GatewayClient,
  { chainId, address, currency = 'usd', trusted, excludeSpam }: GetBalancesParameters,
  { signal }: RequestOptions = {},
): Promise<SafeBalanceResponse> {
  return client.request({
    path: '/v1/chains/{chainId}/safes/{address}/balances/{currency}',
    pathParams: { chainId, address, currency },
    query: { trusted, exclude_spam: excludeSpam },
    parse: parseWith<SafeBalanceResponse>(safeBalanceResponseSchema),
    signal,
  })
}
