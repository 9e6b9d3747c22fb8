import { Hono } from 'hono'
import type { Hex } from 'viem'
import { respondCached } from '../cache/respondCached'
import { readSafeStateCached } from '../chain/readSafeStateCached'
import type { GatewayDeps } from '../deps'
import { badRequest } from '../errors'
import { parseAddressParam } from '../http/parseAddressParam'
import { readJsonBody } from '../http/readJsonBody'
import { confirmTransaction } from '../transactions/confirmTransaction'
import { deleteTransaction } from '../transactions/deleteTransaction'
import { getHistoryPage } from '../transactions/getHistoryPage'
import { getNonces } from '../transactions/getNonces'
import { getQueuePage } from '../transactions/getQueuePage'
import { getTransactionDetails } from '../transactions/getTransactionDetails'
import { isValidTimeZone } from '../transactions/history'
import {
  listIncomingTransfers,
  listModuleTransactions,
  listMultisigTransactions,
} from '../transactions/listTransactions'
import { parseCursor } from '../transactions/paging'
import { proposeTransaction } from '../transactions/proposeTransaction'
import { proposeBodySchema, signatureBodySchema } from '../transactions/schemas'

/** A safeTxHash path segment: 0x + 64 hex, lower-cased; 400 otherwise. */
export function parseSafeTxHashParam(value: string): Hex {
  if (!/^0x[0-9a-fA-F]{64}$/.test(value)) throw badRequest(`Invalid safeTxHash: ${value}`)
  return value.toLowerCase() as Hex
}

/**
 * Transaction endpoints of GATEWAY-API.md: queue, history, the three filtered lists, details,
 * nonces, propose, confirm and delete.
 */
export function transactionsRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  const safePath = '/v1/chains/:chainId/safes/:address'
  const target = (chainId: string, address: string) => ({
    chain: deps.chains.require(chainId),
    address: parseAddressParam(address),
  })

  app.get(`${safePath}/transactions/queued`, async (c) => {
    const { chain, address } = target(c.req.param('chainId'), c.req.param('address'))
    const page = parseCursor(c.req.query('cursor'))
    return respondCached(c, deps.db, chain, () =>
      getQueuePage(deps, chain, address, page, c.req.url),
    )
  })

  app.get(`${safePath}/transactions/history`, async (c) => {
    const { chain, address } = target(c.req.param('chainId'), c.req.param('address'))
    const page = parseCursor(c.req.query('cursor'))
    const timeZone = c.req.query('timezone') || 'UTC'
    if (!isValidTimeZone(timeZone)) throw badRequest(`Invalid timezone: ${timeZone}`)
    return respondCached(c, deps.db, chain, () =>
      getHistoryPage(deps, chain, address, page, timeZone, c.req.url),
    )
  })

  const lists = {
    'multisig-transactions': listMultisigTransactions,
    'module-transactions': listModuleTransactions,
    'incoming-transfers': listIncomingTransfers,
  }
  for (const [name, list] of Object.entries(lists)) {
    // The real gateway's paths end with a slash; accept both spellings.
    for (const path of [`${safePath}/${name}/`, `${safePath}/${name}`]) {
      app.get(path, async (c) => {
        const params = c.req.param() as Record<string, string>
        const { chain, address } = target(params.chainId ?? '', params.address ?? '')
        const page = parseCursor(c.req.query('cursor'))
        return respondCached(c, deps.db, chain, () =>
          list(deps, chain, address, c.req.query(), page, c.req.url),
        )
      })
    }
  }

  app.get(`${safePath}/nonces`, async (c) => {
    const { chain, address } = target(c.req.param('chainId'), c.req.param('address'))
    const safe = await readSafeStateCached(chain, address)
    return c.json(await getNonces(deps, chain.chainId, safe))
  })

  app.get('/v1/chains/:chainId/transactions/:id', async (c) => {
    const chain = deps.chains.require(c.req.param('chainId'))
    const id = c.req.param('id')
    return respondCached(c, deps.db, chain, () => getTransactionDetails(deps, chain, id))
  })

  app.post('/v1/chains/:chainId/transactions/:address/propose', async (c) => {
    const { chain, address } = target(c.req.param('chainId'), c.req.param('address'))
    const body = await readJsonBody(c, proposeBodySchema)
    return c.json(await proposeTransaction(deps, chain, address, body))
  })

  app.post('/v1/chains/:chainId/transactions/:safeTxHash/confirmations', async (c) => {
    const chain = deps.chains.require(c.req.param('chainId'))
    const safeTxHash = parseSafeTxHashParam(c.req.param('safeTxHash'))
    const { signature } = await readJsonBody(c, signatureBodySchema)
    return c.json(await confirmTransaction(deps, chain, safeTxHash, signature))
  })

  app.delete('/v1/chains/:chainId/transactions/:safeTxHash', async (c) => {
    const chain = deps.chains.require(c.req.param('chainId'))
    const safeTxHash = parseSafeTxHashParam(c.req.param('safeTxHash'))
    const { signature } = await readJsonBody(c, signatureBodySchema)
    await deleteTransaction(deps, chain, safeTxHash, signature)
    return c.body(null, 204)
  })

  return app
}
