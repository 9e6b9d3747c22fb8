import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { getAddress, type Hex } from 'viem'
import { respondCached } from '../cache/respondCached'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeStateCached } from '../chain/readSafeStateCached'
import { multisigTransactions as txs } from '../db/schema/multisig'
import { moduleTransactions, transfers } from '../db/schema/tokens'
import type { GatewayDeps } from '../deps'
import type { PageRequest } from '../http/paging'
import { loadConfirmations } from '../transactions/loadConfirmations'
import type { ModuleTxRow, TransferRow } from '../transactions/summary'
import { FieldErrors } from './serviceErrors'
import { isoDate } from './serviceFormat'
import { readServicePage, toServicePage } from './servicePage'
import { pathAddress, queryAddress, queryUint, queryValue, serviceChain } from './serviceRequest'
import { serviceRoute } from './serviceRoute'
import { toServiceMultisigTransaction } from './toServiceMultisigTransaction'
import { loadTokens, toServiceModuleTransaction, toServiceTransfer } from './toServiceTransfer'

async function incomingTransfers(deps: GatewayDeps, chain: ChainContext, c: Context) {
  const safe = pathAddress(c)
  const page = readServicePage(c)
  const t = transfers
  const filters: (SQL | undefined)[] = [
    eq(t.chainId, chain.chainId),
    eq(t.safe, safe),
    eq(t.direction, 'INCOMING'),
  ]
  // api-kit sends `from` as `_from` (a Python keyword on the service's side).
  const from = queryAddress(c, '_from')
  const to = queryAddress(c, 'to')
  const value = queryUint(c, 'value')
  const tokenAddress = queryAddress(c, 'token_address')
  if (from) filters.push(eq(t.from, from))
  if (to) filters.push(eq(t.to, to))
  if (value) filters.push(eq(t.value, value))
  if (tokenAddress) filters.push(eq(t.tokenAddress, tokenAddress))
  const where = and(...filters)
  return respondCached(c, deps.db, chain, async () => {
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(t)
        .where(where)
        .orderBy(desc(t.blockNumber), desc(t.logIndex))
        .limit(page.limit)
        .offset(page.offset),
      deps.db.select({ value: count() }).from(t).where(where),
    ])
    const known = await loadTokens(
      deps,
      chain.chainId,
      rows.map((r) => r.tokenAddress),
    )
    const results = rows.map((r) => toServiceTransfer(r, known.get(r.tokenAddress ?? '')))
    return toServicePage(c.req.url, page, total?.value ?? 0, results)
  })
}

async function moduleTransactionsList(deps: GatewayDeps, chain: ChainContext, c: Context) {
  const safe = pathAddress(c)
  const page = readServicePage(c)
  const m = moduleTransactions
  const filters: (SQL | undefined)[] = [eq(m.chainId, chain.chainId), eq(m.safe, safe)]
  const module = queryAddress(c, 'module')
  const to = queryAddress(c, 'to')
  const txHash = queryValue(c, 'transaction_hash')
  if (txHash !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(txHash)) {
    throw new FieldErrors({ transaction_hash: [`Invalid hash: ${txHash}`] })
  }
  if (module) filters.push(eq(m.module, module))
  if (to) filters.push(eq(m.to, to))
  if (txHash) filters.push(eq(m.txHash, txHash.toLowerCase() as Hex))
  const where = and(...filters)
  return respondCached(c, deps.db, chain, async () => {
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(m)
        .where(where)
        .orderBy(desc(m.blockNumber), desc(m.logIndex))
        .limit(page.limit)
        .offset(page.offset),
      deps.db.select({ value: count() }).from(m).where(where),
    ])
    return toServicePage(c.req.url, page, total?.value ?? 0, rows.map(toServiceModuleTransaction))
  })
}

/**
 * `all-transactions/`: the Safe's executed multisig and module transactions and the transfers
 * into it (as ETHEREUM_TRANSACTION), newest block first, each with the transfers of its
 * Ethereum transaction. Each source is read only as far as the page reaches.
 */
async function allTransactions(
  deps: GatewayDeps,
  chain: ChainContext,
  c: Context,
  page: PageRequest,
) {
  const safe = pathAddress(c)
  const reach = page.offset + page.limit
  const multisigWhere = and(
    eq(txs.chainId, chain.chainId),
    eq(txs.safe, safe),
    isNotNull(txs.txHash),
  )
  const moduleWhere = and(
    eq(moduleTransactions.chainId, chain.chainId),
    eq(moduleTransactions.safe, safe),
  )
  const incomingWhere = and(
    eq(transfers.chainId, chain.chainId),
    eq(transfers.safe, safe),
    eq(transfers.direction, 'INCOMING'),
  )
  const [multisig, modules, incoming, counts, state] = await Promise.all([
    deps.db
      .select()
      .from(txs)
      .where(multisigWhere)
      .orderBy(desc(txs.blockNumber), desc(txs.logIndex))
      .limit(reach),
    deps.db
      .select()
      .from(moduleTransactions)
      .where(moduleWhere)
      .orderBy(desc(moduleTransactions.blockNumber), desc(moduleTransactions.logIndex))
      .limit(reach),
    deps.db
      .select()
      .from(transfers)
      .where(incomingWhere)
      .orderBy(desc(transfers.blockNumber), desc(transfers.logIndex))
      .limit(reach),
    Promise.all([
      deps.db.select({ value: count() }).from(txs).where(multisigWhere),
      deps.db.select({ value: count() }).from(moduleTransactions).where(moduleWhere),
      deps.db.select({ value: count() }).from(transfers).where(incomingWhere),
    ]),
    readSafeStateCached(chain, safe),
  ])
  type Entry = { block: number; logIndex: number; txHash: Hex } & (
    | { kind: 'multisig'; row: (typeof multisig)[number] }
    | { kind: 'module'; row: ModuleTxRow }
    | { kind: 'incoming'; row: TransferRow }
  )
  const entries: Entry[] = [
    ...multisig.map((row) => ({
      block: row.blockNumber ?? 0,
      logIndex: row.logIndex ?? 0,
      txHash: row.txHash as Hex,
      kind: 'multisig' as const,
      row,
    })),
    ...modules.map((row) => ({
      block: row.blockNumber,
      logIndex: row.logIndex,
      txHash: row.txHash,
      kind: 'module' as const,
      row,
    })),
    ...incoming.map((row) => ({
      block: row.blockNumber,
      logIndex: row.logIndex,
      txHash: row.txHash,
      kind: 'incoming' as const,
      row,
    })),
  ]
  entries.sort((a, b) => b.block - a.block || b.logIndex - a.logIndex)
  // One Ethereum transaction is listed once (its transfers go with it).
  const seen = new Set<Hex>()
  const unique = entries.filter((e) => !seen.has(e.txHash) && seen.add(e.txHash))
  const onPage = unique.slice(page.offset, reach)
  const hashes = onPage.map((e) => e.txHash)
  const [pageTransfers, confirmations] = await Promise.all([
    hashes.length === 0
      ? []
      : deps.db
          .select()
          .from(transfers)
          .where(
            and(
              eq(transfers.chainId, chain.chainId),
              eq(transfers.safe, safe),
              inArray(transfers.txHash, hashes),
            ),
          ),
    loadConfirmations(
      deps,
      chain.chainId,
      onPage.flatMap((e) => (e.kind === 'multisig' ? [e.row.safeTxHash] : [])),
    ),
  ])
  const known = await loadTokens(
    deps,
    chain.chainId,
    pageTransfers.map((t) => t.tokenAddress),
  )
  const results = onPage.map((entry) => {
    const ownTransfers = pageTransfers
      .filter((t) => t.txHash === entry.txHash)
      .map((t) => toServiceTransfer(t, known.get(t.tokenAddress ?? '')))
    switch (entry.kind) {
      case 'multisig':
        return {
          txType: 'MULTISIG_TRANSACTION',
          ...toServiceMultisigTransaction(
            entry.row,
            confirmations.get(entry.row.safeTxHash) ?? [],
            state.threshold,
          ),
          transfers: ownTransfers,
        }
      case 'module':
        return {
          txType: 'MODULE_TRANSACTION',
          ...toServiceModuleTransaction(entry.row),
          transfers: ownTransfers,
        }
      default:
        return {
          txType: 'ETHEREUM_TRANSACTION',
          executionDate: isoDate(entry.row.timestamp),
          to: getAddress(entry.row.to),
          data: null,
          txHash: entry.row.txHash,
          blockNumber: entry.row.blockNumber,
          from: getAddress(entry.row.from),
          transfers: ownTransfers,
        }
    }
  })
  const total = counts.reduce((sum, [row]) => sum + (row?.value ?? 0), 0)
  // Entries of one Ethereum transaction count once among the rows read; past them the count is
  // an upper bound (good enough for paging, and exact on every page of a typical Safe).
  const duplicates = entries.length - unique.length
  return toServicePage(c.req.url, page, Math.max(total - duplicates, 0), results)
}

/** The service's per-Safe history lists: incoming transfers, module transactions, all. */
export function historyRoutes(deps: GatewayDeps, app: Hono): void {
  serviceRoute(app, 'GET', ['/v1/safes/:address/incoming-transfers'], (c) =>
    incomingTransfers(deps, serviceChain(deps, c), c),
  )
  serviceRoute(app, 'GET', ['/v1/safes/:address/module-transactions'], (c) =>
    moduleTransactionsList(deps, serviceChain(deps, c), c),
  )
  serviceRoute(
    app,
    'GET',
    ['/v1/safes/:address/all-transactions', '/v2/safes/:address/all-transactions'],
    (c) => {
      const chain = serviceChain(deps, c)
      const page = readServicePage(c)
      pathAddress(c)
      return respondCached(c, deps.db, chain, () => allTransactions(deps, chain, c, page))
    },
  )
}
