import { Hono } from 'hono'
import type { GatewayDeps } from '../deps'
import { badRequest } from '../errors'
import { parseAddressParam } from '../http/parseAddressParam'
import { parseBooleanQuery } from '../http/parseBooleanQuery'
import { supportedFiatCodes } from '../prices/supportedFiatCodes'
import { getBalances } from '../services/getBalances'

/**
 * `GET /v1/chains/{chainId}/safes/{address}/balances/{currency}` (`trusted`, `exclude_spam`)
 * and `GET /v1/balances/supported-fiat-codes`.
 */
export function balancesRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  app.get('/v1/balances/supported-fiat-codes', (c) => c.json(supportedFiatCodes(deps.chains)))
  app.get('/v1/chains/:chainId/safes/:address/balances/:currency', async (c) => {
    const chain = deps.chains.require(c.req.param('chainId'))
    const safe = parseAddressParam(c.req.param('address'))
    const currency = c.req.param('currency').toLowerCase()
    if (!supportedFiatCodes(deps.chains).includes(currency.toUpperCase())) {
      throw badRequest(`Unsupported fiat currency: ${c.req.param('currency')}`)
    }
    const trusted = parseBooleanQuery(c.req.query('trusted'), 'trusted', false)
    // Accepted for API compatibility: the gateway lists no spam tokens to exclude.
    parseBooleanQuery(c.req.query('exclude_spam'), 'exclude_spam', true)
    return c.json(await getBalances(deps, chain, { safe, currency, trusted }))
  })
  return app
}
