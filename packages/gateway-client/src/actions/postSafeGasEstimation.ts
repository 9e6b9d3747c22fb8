import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { SafeTransactionEstimation, SafeTransactionEstimationRequest } from '../types/requests'
import { estimationSchema } from '../validation/misc'
import { parseWith } from '../validation/parseResponse'

export type PostSafeGasEstimationParameters = ChainIdParameter & {
  address: string
  body: SafeTransactionEstimationRequest
}

/** Estimates safeTxGas for a call and returns the current and recommended nonces (v2). */
export function postSafeGasEstimation(
  client: GatewayClient,
  { chainId, address, body }: PostSafeGasEstimationParameters,
  { signal }: RequestOptions = {},
): Promise<SafeTransactionEstimation> {
  return client.request({
    method: 'POST',
    path: '/v2/chains/{chainId}/safes/{address}/multisig-transactions/estimations',
    pathParams: { chainId, address },
    body,
    parse: parseWith<SafeTransactionEstimation>(estimationSchema),
    signal,
  })
}
