import { Hono } from 'hono'
import type { GatewayDeps } from '../deps'
import { decoderRoutes } from './decoderRoutes'
import { delegatesRoutes } from './delegatesRoutes'
import { historyRoutes } from './historyRoutes'
import { messagesRoutes } from './messagesRoutes'
import { multisigRoutes } from './multisigRoutes'
import { safesRoutes } from './safesRoutes'
import { NOT_FOUND_BODY, serviceErrorResponse } from './serviceErrors'

/**
 * The base path of one chain's Transaction Service API: api-kit's `txServiceUrl` is
 * `{gateway}/txs/{chainId}/api`, to which it appends `/v1/…` and `/v2/…`.
 */
export const TX_SERVICE_BASE_PATH = '/txs/:chainId/api'

/**
 * The Safe Transaction Service REST API (the dialect of api-kit 5 and safe-cli) beside the
 * Client Gateway API, on the same database rows and through the same services. Errors have the
 * service's shapes; an unknown endpoint under the prefix is its `{"detail": "Not found."}` 404.
 */
export function txServiceRoutes(deps: GatewayDeps): Hono {
  const app = new Hono().basePath(TX_SERVICE_BASE_PATH)
  for (const register of [
    safesRoutes,
    multisigRoutes,
    historyRoutes,
    messagesRoutes,
    delegatesRoutes,
    decoderRoutes,
  ]) {
    register(deps, app)
  }
  // Last, so every endpoint above is matched first.
  app.all('/*', (c) => c.json(NOT_FOUND_BODY, 404))
  app.onError((error, c) => serviceErrorResponse(c, error, deps.log))
  return app
}
