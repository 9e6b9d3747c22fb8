import type {
  TransactionListItem,
  TransactionListPage,
  TransactionSummary,
} from '@assent/gateway-client'
import { and, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import type { SafeState } from '../chain/readSafeState'
import { readSafeStateCached } from '../chain/readSafeStateCached'
import { executeRows } from '../db/executeRows'
import { multisigTransactions } from '../db/schema/multisig'
import { safes } from '../db/schema/safes'
import { moduleTransactions, transfers } from '../db/schema/tokens'
import type { GatewayDeps } from '../deps'
import { type PageRequest, toPage } from '../http/paging'
import { buildHistoryPage } from '../shared/historyPage'
import { loadConfirmations } from './loadConfirmations'
import { loadMappingContext } from './loadMappingContext'
import { toCreationSummary, toModuleSummary, toMultisigSummary, toTransferSummary } from './summary'

type Entry = {
  kind: 'multisig' | 'module' | 'transfer' | 'creation'
  /** safeTxHash, `txHash:logIndex` or the Safe's address: 0x-prefixed either way. */
  key: Hex
  timestamp: number
}

/** Conditions of the three on-chain sources of a Safe's history (creation is added last). */
function sources(chainId: number, safe: Address) {
  return {
    multisig: and(
      eq(multisigTransactions.chainId, chainId),
      eq(multisigTransactions.safe, safe),
      isNotNull(multisigTransactions.txHash),
    ),
    module: and(eq(moduleTransactions.chainId, chainId), eq(moduleTransactions.safe, safe)),
    transfer: and(
      eq(transfers.chainId, chainId),
      eq(transfers.safe, safe),
      eq(transfers.direction, 'INCOMING'),
    ),
  }
}

/**
 * `transactions/history`: executed multisig txs, module txs and incoming transfers newest
 * first, the Safe's creation last, with DATE_LABELs per day of `timeZone`. Only the page (plus
 * the entry before it, for its date label) is loaded.
 */
export async function getHistoryPage(
  deps: GatewayDeps,
  chain: ChainContext,
  address: Address,
  page: PageRequest,
  timeZone: string,
  requestUrl: string,
): Promise<TransactionListPage> {
  const where = sources(chain.chainId, address)
  const db = deps.db
  const windowStart = Math.max(0, page.offset - 1)
  const windowSize = page.limit + (page.offset - windowStart)
  const [window, counts, safeRows, state] = await Promise.all([
    readWindow(db, chain.chainId, address, windowStart, windowSize),
    Promise.all([
      db.select({ value: count() }).from(multisigTransactions).where(where.multisig),
      db.select({ value: count() }).from(moduleTransactions).where(where.module),
      db.select({ value: count() }).from(transfers).where(where.transfer),
    ]),
    db
      .select()
      .from(safes)
      .where(and(eq(safes.chainId, chain.chainId), eq(safes.address, address))),
    readSafeStateCached(chain, address),
  ])
  const onChainCount = counts.reduce((sum, [row]) => sum + Number(row?.value ?? 0), 0)
  const creation = safeRows[0]
  const entries: Entry[] = [...window]
  // The creation is the very last entry: include it when the window reaches the end.
  if (creation && windowStart + windowSize > onChainCount && entries.length < windowSize) {
    entries.push({ kind: 'creation', key: creation.address, timestamp: creation.createdAt ?? 0 })
  }
  const items = buildHistoryPage(entries, timeZone, page.offset - windowStart, page.limit)
  const summaries = await summarise(
    deps,
    chain,
    state,
    items.flatMap((i) => (i.type === 'TRANSACTION' ? [i.transaction] : [])),
    creation,
  )
  const results: TransactionListItem[] = items.map((item) =>
    item.type === 'DATE_LABEL'
      ? item
      : {
          type: 'TRANSACTION',
          conflictType: 'None',
          transaction: summaries.get(item.transaction) as TransactionSummary,
        },
  )
  return toPage(requestUrl, page, onChainCount + (creation ? 1 : 0), results)
}

/**
 * Entries `start … start + size` of the Safe's on-chain history, newest first. Each source is
 * read in chain order through its own index (`*_history_idx`) and only as far as the window
 * reaches; the database merges them and hands back just the window (a deep page would
 * otherwise ship thousands of rows to Node). A log index is unique within a block, so
 * (block, log index) orders every entry, and block timestamps only grow with the block number.
 */
async function readWindow(
  db: GatewayDeps['db'],
  chainId: number,
  safe: Address,
  start: number,
  size: number,
): Promise<Entry[]> {
  const reach = start + size
  // `nulls last` matches the indexes' order, so the planner walks them instead of sorting.
  const rows = await executeRows<{ kind: Entry['kind']; key: Hex; timestamp: string | number }>(
    db,
    sql`select kind, key, timestamp from (
      (select 'multisig' as kind, safe_tx_hash as key, executed_at as timestamp,
          block_number as block, log_index as position
        from multisig_transactions
        where chain_id = ${chainId} and safe = ${safe} and tx_hash is not null
        order by block_number desc nulls last, log_index desc nulls last limit ${reach})
      union all
      (select 'module', tx_hash || ':' || log_index, timestamp, block_number, log_index
        from module_transactions
        where chain_id = ${chainId} and safe = ${safe}
        order by block_number desc nulls last, log_index desc nulls last limit ${reach})
      union all
      (select 'transfer', tx_hash || ':' || log_index, timestamp, block_number, log_index
        from transfers
        where chain_id = ${chainId} and safe = ${safe} and direction = 'INCOMING'
        order by block_number desc nulls last, log_index desc nulls last limit ${reach})
    ) entries
    order by block desc nulls last, position desc nulls last
    limit ${size} offset ${start}`,
  )
  return rows.map((row) => ({
    kind: row.kind,
    key: row.key,
    timestamp: Number(row.timestamp ?? 0),
  }))
}

/** Loads the rows behind the page's entries and maps each to its TransactionSummary. */
async function summarise(
  deps: GatewayDeps,
  chain: ChainContext,
  state: SafeState,
  entries: Entry[],
  creation: typeof safes.$inferSelect | undefined,
): Promise<Map<Entry, TransactionSummary>> {
  const keysOf = (kind: Entry['kind']) => entries.filter((e) => e.kind === kind).map((e) => e.key)
  const pairKeys = (kind: Entry['kind']) =>
    keysOf(kind).map((k) => {
      const [hash, index] = k.split(':')
      return sql`(tx_hash, log_index) = (${hash}, ${Number(index)})`
    })
  const multisigKeys = keysOf('multisig')
  const moduleKeys = pairKeys('module')
  const transferKeys = pairKeys('transfer')
  const [multisigRows, moduleRows, transferRows, confirmations] = await Promise.all([
    multisigKeys.length === 0
      ? []
      : deps.db
          .select()
          .from(multisigTransactions)
          .where(
            and(
              eq(multisigTransactions.chainId, chain.chainId),
              inArray(multisigTransactions.safeTxHash, multisigKeys),
            ),
          ),
    moduleKeys.length === 0
      ? []
      : deps.db
          .select()
          .from(moduleTransactions)
          .where(
            and(
              eq(moduleTransactions.chainId, chain.chainId),
              eq(moduleTransactions.safe, state.address),
              or(...moduleKeys),
            ),
          ),
    transferKeys.length === 0
      ? []
      : deps.db
          .select()
          .from(transfers)
          .where(
            and(
              eq(transfers.chainId, chain.chainId),
              eq(transfers.safe, state.address),
              or(...transferKeys),
            ),
          ),
    loadConfirmations(deps, chain.chainId, multisigKeys),
  ])
  const ctx = await loadMappingContext(deps, chain, state, [
    ...multisigRows.flatMap((r) => [r.to, r.gasToken]),
    ...moduleRows.map((r) => r.to),
    ...transferRows.map((r) => r.tokenAddress),
  ])
  const byKey = new Map<string, TransactionSummary>()
  for (const r of multisigRows) {
    byKey.set(
      `multisig:${r.safeTxHash}`,
      toMultisigSummary(r, confirmations.get(r.safeTxHash) ?? [], ctx),
    )
  }
  for (const r of moduleRows) byKey.set(`module:${r.txHash}:${r.logIndex}`, toModuleSummary(r, ctx))
  for (const r of transferRows) {
    byKey.set(`transfer:${r.txHash}:${r.logIndex}`, toTransferSummary(r, ctx))
  }
  if (creation) byKey.set(`creation:${creation.address}`, toCreationSummary(creation, ctx))
  return new Map(entries.map((e) => [e, byKey.get(`${e.kind}:${e.key}`) as TransactionSummary]))
}
