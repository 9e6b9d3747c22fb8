import { Hono } from 'hono'
import { getBalances } from '../assets/getBalances'
import type { GatewayDeps } from '../deps'
import { badRequest } from '../errors'
import { parseAddressParam } from '../http/parseAddressParam'
import { parseBooleanQuery } from '../http/parseBooleanQuery'
import { resolveChain } from '../http/resolveChain'
import { validPath, validQuery } from '../http/validators'
import { supportedFiatCodes } from '../prices/supportedFiatCodes'

/**
 * `GET /v1/chains/{chainId}/safes/{address}/balances/{currency}` (`trusted`, `exclude_spam`)
 * and `GET /v1/balances/supported-fiat-codes`.
 */
export function balancesRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  app.get('/v1/balances/supported-fiat-codes', (c) => c.json(supportedFiatCodes(deps.chains)))
  app.get(
    '/v1/chains/:chainId/safes/:address/balances/:currency',
    resolveChain(deps.chains),
    validPath((param) => {
      const safe = parseAddressParam(param('address'))
      const currency = param('currency').toLowerCase()
      if (!supportedFiatCodes(deps.chains).includes(currency.toUpperCase())) {
        throw badRequest(`Unsupported fiat currency: ${param('currency')}`)
      }
      return { safe, currency }
    }),
    validQuery((query) => {
      const trusted = parseBooleanQuery(query('trusted'), 'trusted', false)
      // Accepted for API compatibility: the gateway lists no spam tokens to exclude.
      parseBooleanQuery(query('exclude_spam'), 'exclude_spam', true)
      return { trusted }
    }),
    async (c) =>
      c.json(
        await getBalances(deps, c.var.chain, { ...c.req.valid('param'), ...c.req.valid('query') }),
      ),
  )
  return app
}
