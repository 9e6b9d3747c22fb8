import type { TransactionListPage } from '@assent/gateway-client'
import { and, count, desc, eq, gte, isNotNull, isNull, lte, type SQL } from 'drizzle-orm'
import { type Address, type Hex, isHex } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeStateCached } from '../chain/readSafeStateCached'
import { multisigTransactions as txs } from '../db/schema/multisig'
import { moduleTransactions, transfers } from '../db/schema/tokens'
import type { GatewayDeps } from '../deps'
import { badRequest } from '../errors'
import { parseAddressParam } from '../http/parseAddressParam'
import { loadConfirmations } from './loadConfirmations'
import { loadMappingContext } from './loadMappingContext'
import { type PageRequest, toPage } from './paging'
import { toModuleSummary, toMultisigSummary, toTransferSummary } from './summary'

type Query = Record<string, string | undefined>

const uint = (name: string, value: string) => {
  if (!/^\d{1,78}$/.test(value)) throw badRequest(`Invalid ${name}: ${value}`)
  return BigInt(value).toString()
}
const date = (name: string, value: string) => {
  const ms = Date.parse(value)
  if (Number.isNaN(ms)) throw badRequest(`Invalid ${name}: ${value}`)
  return ms
}
const bool = (name: string, value: string) => {
  if (value !== 'true' && value !== 'false') throw badRequest(`Invalid ${name}: ${value}`)
  return value === 'true'
}

/** Builds the SQL conditions of the filters present in `query`, by name. */
function filters(query: Query, build: Record<string, (value: string) => SQL | undefined>) {
  return Object.entries(build).flatMap(([name, make]) => {
    const value = query[name]
    return value === undefined || value === '' ? [] : [make(value)]
  })
}

const asItems = <T>(summaries: T[]) =>
  summaries.map((transaction) => ({
    type: 'TRANSACTION' as const,
    transaction,
    conflictType: 'None' as const,
  }))

/** `multisig-transactions/`: every stored multisig tx of the Safe, highest nonce first. */
export async function listMultisigTransactions(
  deps: GatewayDeps,
  chain: ChainContext,
  address: Address,
  query: Query,
  page: PageRequest,
  requestUrl: string,
): Promise<TransactionListPage> {
  const where = and(
    eq(txs.chainId, chain.chainId),
    eq(txs.safe, address),
    ...filters(query, {
      executed: (v) => (bool('executed', v) ? isNotNull(txs.txHash) : isNull(txs.txHash)),
      nonce: (v) => eq(txs.nonce, uint('nonce', v)),
      to: (v) => eq(txs.to, parseAddressParam(v, 'to')),
      value: (v) => eq(txs.value, uint('value', v)),
      execution_date__gte: (v) => gte(txs.executedAt, date('execution_date__gte', v)),
      execution_date__lte: (v) => lte(txs.executedAt, date('execution_date__lte', v)),
    }),
  )
  const [rows, [total], safe] = await Promise.all([
    deps.db
      .select()
      .from(txs)
      .where(where)
      .orderBy(desc(txs.nonce), desc(txs.submittedAt), desc(txs.safeTxHash))
      .limit(page.limit)
      .offset(page.offset),
    deps.db.select({ value: count() }).from(txs).where(where),
    readSafeStateCached(chain, address),
  ])
  const [confirmations, ctx] = await Promise.all([
    loadConfirmations(
      deps,
      chain.chainId,
      rows.map((r) => r.safeTxHash),
    ),
    loadMappingContext(
      deps,
      chain,
      safe,
      rows.flatMap((r) => [r.to, r.gasToken]),
    ),
  ])
  const summaries = rows.map((r) =>
    toMultisigSummary(r, confirmations.get(r.safeTxHash) ?? [], ctx),
  )
  return toPage(requestUrl, page, total?.value ?? 0, asItems(summaries))
}

/** `module-transactions/`: txs executed by the Safe's modules, newest first. */
export async function listModuleTransactions(
  deps: GatewayDeps,
  chain: ChainContext,
  address: Address,
  query: Query,
  page: PageRequest,
  requestUrl: string,
): Promise<TransactionListPage> {
  const m = moduleTransactions
  const where = and(
    eq(m.chainId, chain.chainId),
    eq(m.safe, address),
    ...filters(query, {
      to: (v) => eq(m.to, parseAddressParam(v, 'to')),
      module: (v) => eq(m.module, parseAddressParam(v, 'module')),
      transaction_hash: (v) => {
        if (!isHex(v) || v.length !== 66) throw badRequest(`Invalid transaction_hash: ${v}`)
        return eq(m.txHash, v.toLowerCase() as Hex)
      },
    }),
  )
  const [rows, [total], safe] = await Promise.all([
    deps.db
      .select()
      .from(m)
      .where(where)
      .orderBy(desc(m.timestamp), desc(m.blockNumber), desc(m.logIndex))
      .limit(page.limit)
      .offset(page.offset),
    deps.db.select({ value: count() }).from(m).where(where),
    readSafeStateCached(chain, address),
  ])
  const ctx = await loadMappingContext(
    deps,
    chain,
    safe,
    rows.map((r) => r.to),
  )
  return toPage(
    requestUrl,
    page,
    total?.value ?? 0,
    asItems(rows.map((r) => toModuleSummary(r, ctx))),
  )
}

/** `incoming-transfers/`: native, ERC-20 and ERC-721 transfers into the Safe, newest first. */
export async function listIncomingTransfers(
  deps: GatewayDeps,
  chain: ChainContext,
  address: Address,
  query: Query,
  page: PageRequest,
  requestUrl: string,
): Promise<TransactionListPage> {
  const t = transfers
  const where = and(
    eq(t.chainId, chain.chainId),
    eq(t.safe, address),
    eq(t.direction, 'INCOMING'),
    ...filters(query, {
      to: (v) => eq(t.to, parseAddressParam(v, 'to')),
      value: (v) => eq(t.value, uint('value', v)),
      token_address: (v) => eq(t.tokenAddress, parseAddressParam(v, 'token_address')),
      execution_date__gte: (v) => gte(t.timestamp, date('execution_date__gte', v)),
      execution_date__lte: (v) => lte(t.timestamp, date('execution_date__lte', v)),
    }),
  )
  const [rows, [total], safe] = await Promise.all([
    deps.db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.timestamp), desc(t.blockNumber), desc(t.logIndex))
      .limit(page.limit)
      .offset(page.offset),
    deps.db.select({ value: count() }).from(t).where(where),
    readSafeStateCached(chain, address),
  ])
  const ctx = await loadMappingContext(
    deps,
    chain,
    safe,
    rows.map((r) => r.tokenAddress),
  )
  return toPage(
    requestUrl,
    page,
    total?.value ?? 0,
    asItems(rows.map((r) => toTransferSummary(r, ctx))),
  )
}
