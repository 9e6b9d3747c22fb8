import type { SafeAppData } from '@assent/gateway-client'
import { Hono } from 'hono'
import type { GatewayDeps } from '../deps'
import { resolveChain } from '../http/resolveChain'
import { validQuery } from '../http/validators'

/**
 * `GET /v1/chains/{chainId}/safe-apps`: the configured apps of the chain. `clientUrl` keeps only
 * apps that wallet origin may load; `url` keeps the app at that URL.
 */
export function safeAppsRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  app.get(
    '/v1/chains/:chainId/safe-apps',
    resolveChain(deps.chains),
    validQuery((query) => ({ clientUrl: query('clientUrl'), url: query('url') })),
    (c) => {
      const { clientUrl, url } = c.req.valid('query')
      const apps = deps.settings.safeApps.filter(
        (safeApp) =>
          safeApp.chainIds.includes(c.var.chain.info.chainId) &&
          (clientUrl === undefined || isAllowedFor(safeApp, clientUrl)) &&
          (url === undefined || normalizeUrl(safeApp.url) === normalizeUrl(url)),
      )
      return c.json(apps)
    },
  )
  return app
}

function isAllowedFor(safeApp: SafeAppData, clientUrl: string): boolean {
  const policy = safeApp.accessControl
  if (policy.type === 'NO_RESTRICTIONS') return true
  if (policy.type === 'DOMAIN_ALLOWLIST') {
    return policy.value.some((allowed) => normalizeUrl(allowed) === normalizeUrl(clientUrl))
  }
  // An unknown policy restricts by default.
  return false
}

function normalizeUrl(value: string): string {
  return value.trim().replace(/\/+$/, '').toLowerCase()
}
