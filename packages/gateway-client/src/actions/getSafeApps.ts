import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { SafeAppData } from '../types/safeApps'
import { safeAppsSchema } from '../validation/misc'
import { parseWith } from '../validation/parseResponse'

export type GetSafeAppsParameters = ChainIdParameter & {
  /** The host's origin, so the gateway can apply domain allowlists. */
  clientUrl?: string
  /** Only the app at this URL. */
  url?: string
}

/** Lists the Safe apps offered on a chain. */
export function getSafeApps(
  client: GatewayClient,
  { chainId, clientUrl, url }: GetSafeAppsParameters,
  { signal }: RequestOptions = {},
): Promise<SafeAppData[]> {
  return client.request({
    path: '/v1/chains/{chainId}/safe-apps',
    pathParams: { chainId },
    query: { clientUrl, url },
    parse: parseWith<SafeAppData[]>(safeAppsSchema),
    signal,
  })
}
