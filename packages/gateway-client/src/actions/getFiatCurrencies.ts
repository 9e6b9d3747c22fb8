import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { FiatCurrencies } from '../types/common'
import { stringArraySchema } from '../validation/misc'
import { parseWith } from '../validation/parseResponse'

/** Lists the fiat codes balances can be valued in. */
export function getFiatCurrencies(
  client: GatewayClient,
  { signal }: RequestOptions = {},
): Promise<FiatCurrencies> {
  return client.request({
    path: '/v1/balances/supported-fiat-codes',
    parse: parseWith<FiatCurrencies>(stringArraySchema),
    signal,
  })
}
