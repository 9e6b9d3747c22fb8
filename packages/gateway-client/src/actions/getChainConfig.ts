import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { ChainInfo } from '../types/chains'
import { chainInfoSchema } from '../validation/chains'
import { parseWith } from '../validation/parseResponse'

export type GetChainConfigParameters = ChainIdParameter

/** Reads one chain's configuration: RPC, explorer templates, features, gas price sources. */
export function getChainConfig(
  client: GatewayClient,
  { chainId }: GetChainConfigParameters,
  { signal }: RequestOptions = {},
): Promise<ChainInfo> {
  return client.request({
    path: '/v1/chains/{chainId}',
    pathParams: { chainId },
    parse: parseWith<ChainInfo>(chainInfoSchema),
    signal,
  })
}
