import type { TransactionListPage } from '@assent/gateway-client'
import { Hono } from 'hono'
import type { Address } from 'viem'
import { respondCached } from '../cache/respondCached'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeStateCached } from '../chain/readSafeStateCached'
import type { GatewayDeps } from '../deps'
import { badRequest } from '../errors'
import { LIST_CURSOR, type PageRequest, parseCursor } from '../http/paging'
import { parseHashParam } from '../http/parseHashParam'
import { readJsonBody } from '../http/readJsonBody'
import { resolveChain } from '../http/resolveChain'
import { addressPath, type QueryParam, validPath, validQuery } from '../http/validators'
import { confirmTransaction } from '../transactions/confirmTransaction'
import { deleteTransaction } from '../transactions/deleteTransaction'
import { getHistoryPage } from '../transactions/getHistoryPage'
import { getNonces } from '../transactions/getNonces'
import { getQueuePage } from '../transactions/getQueuePage'
import { getTransactionDetails } from '../transactions/getTransactionDetails'
import { parseTransactionIdParam } from '../transactions/ids'
import {
  listIncomingTransfers,
  listModuleTransactions,
  listMultisigTransactions,
  parseIncomingTransferFilters,
  parseModuleTxFilters,
  parseMultisigTxFilters,
} from '../transactions/listTransactions'
import { proposeTransaction } from '../transactions/proposeTransaction'
import { proposeBodySchema } from '../transactions/schemas'
import { isValidTimeZone } from '../wire/historyPage'
import { signatureBodySchema } from '../wire/schemas'

/**
 * Transaction endpoints of GATEWAY-API.md: queue, history, the three filtered lists, details,
 * nonces, propose, confirm and delete.
 */
export function transactionsRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  const safePath = '/v1/chains/:chainId/safes/:address'
  const withChain = resolveChain(deps.chains)
  const listCursor = validQuery((query) => parseCursor(query('cursor'), LIST_CURSOR))
  const safeTxHashPath = validPath((param) => ({
    safeTxHash: parseHashParam(param('safeTxHash'), 'safeTxHash'),
  }))

  app.get(`${safePath}/transactions/queued`, withChain, addressPath, listCursor, async (c) => {
    const { chain } = c.var
    const { address } = c.req.valid('param')
    const page = c.req.valid('query')
    return respondCached(c, deps.db, chain, () =>
      getQueuePage(deps, chain, address, page, c.req.url),
    )
  })

  app.get(
    `${safePath}/transactions/history`,
    withChain,
    addressPath,
    validQuery((query) => {
      const page = parseCursor(query('cursor'), LIST_CURSOR)
      const timeZone = query('timezone') || 'UTC'
      if (!isValidTimeZone(timeZone)) throw badRequest(`Invalid timezone: ${timeZone}`)
      return { page, timeZone }
    }),
    async (c) => {
      const { chain } = c.var
      const { address } = c.req.valid('param')
      const { page, timeZone } = c.req.valid('query')
      return respondCached(c, deps.db, chain, () =>
        getHistoryPage(deps, chain, address, page, timeZone, c.req.url),
      )
    },
  )

  /** A filtered list: its cursor, then its filters, are validated before it is read. */
  const listRoute = <F>(
    name: string,
    parseFilters: (query: QueryParam) => F,
    list: (
      deps: GatewayDeps,
      chain: ChainContext,
      address: Address,
      filters: F,
      page: PageRequest,
      requestUrl: string,
    ) => Promise<TransactionListPage>,
  ) => {
    const query = validQuery((query) => ({
      page: parseCursor(query('cursor'), LIST_CURSOR),
      filters: parseFilters(query),
    }))
    // The real gateway's paths end with a slash; accept both spellings.
    for (const path of [`${safePath}/${name}/`, `${safePath}/${name}`]) {
      app.get(path, withChain, addressPath, query, async (c) => {
        const { chain } = c.var
        const { address } = c.req.valid('param')
        const { page, filters } = c.req.valid('query')
        return respondCached(c, deps.db, chain, () =>
          list(deps, chain, address, filters, page, c.req.url),
        )
      })
    }
  }
  listRoute('multisig-transactions', parseMultisigTxFilters, listMultisigTransactions)
  listRoute('module-transactions', parseModuleTxFilters, listModuleTransactions)
  listRoute('incoming-transfers', parseIncomingTransferFilters, listIncomingTransfers)

  app.get(`${safePath}/nonces`, withChain, addressPath, async (c) => {
    const { chain } = c.var
    const safe = await readSafeStateCached(chain, c.req.valid('param').address)
    return c.json(await getNonces(deps, chain.chainId, safe))
  })

  app.get(
    '/v1/chains/:chainId/transactions/:id',
    withChain,
    validPath((param) => parseTransactionIdParam(param('id'))),
    async (c) => {
      const { chain } = c.var
      const id = c.req.valid('param')
      return respondCached(c, deps.db, chain, () => getTransactionDetails(deps, chain, id))
    },
  )

  app.post(
    '/v1/chains/:chainId/transactions/:address/propose',
    withChain,
    addressPath,
    async (c) => {
      const body = await readJsonBody(c, proposeBodySchema)
      return c.json(await proposeTransaction(deps, c.var.chain, c.req.valid('param').address, body))
    },
  )

  app.post(
    '/v1/chains/:chainId/transactions/:safeTxHash/confirmations',
    withChain,
    safeTxHashPath,
    async (c) => {
      const { signature } = await readJsonBody(c, signatureBodySchema)
      const { safeTxHash } = c.req.valid('param')
      return c.json(await confirmTransaction(deps, c.var.chain, safeTxHash, signature))
    },
  )

  app.delete(
    '/v1/chains/:chainId/transactions/:safeTxHash',
    withChain,
    safeTxHashPath,
    async (c) => {
      const { signature } = await readJsonBody(c, signatureBodySchema)
      await deleteTransaction(deps, c.var.chain, c.req.valid('param').safeTxHash, signature)
      return c.body(null, 204)
    },
  )

  return app
}
