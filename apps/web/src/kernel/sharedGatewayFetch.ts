import { shareInflightGets } from './shareInflightGets'

/**
 * The one `fetch` every gateway read goes through, the boot's and the full app's: identical
 * GETs in flight share one request, so a read the full app starts while the boot's is still
 * under way joins it instead of sending it again.
 */
export const sharedGatewayFetch: typeof fetch = shareInflightGets((input, init) =>
  globalThis.fetch(input, init),
)
