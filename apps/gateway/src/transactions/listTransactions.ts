import type { TransactionListPage } from '@assent/gateway-client'
import { and, count, desc, eq, gte, isNotNull, isNull, lte, type SQL } from 'drizzle-orm'
import { type Address, type Hex, isHex } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeStateCached } from '../chain/readSafeStateCached'
import { multisigTransactions as txs } from '../db/schema/multisig'
import { moduleTransactions, transfers } from '../db/schema/tokens'
import type { GatewayDeps } from '../deps'
import { badRequest } from '../errors'
import { type PageRequest, toPage } from '../http/paging'
import { parseAddressParam } from '../http/parseAddressParam'
import type { QueryParam } from '../http/validators'
import { lowercaseHex } from '../wire/lowercaseHex'
import { loadConfirmations } from './loadConfirmations'
import { loadMappingContext } from './loadMappingContext'
import { toModuleSummary, toMultisigSummary, toTransferSummary } from './summary'

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
const txHash = (name: string, value: string): Hex => {
  if (!isHex(value) || value.length !== 66) throw badRequest(`Invalid ${name}: ${value}`)
  return lowercaseHex(value)
}

/** A filter's value read with `parse`; undefined (no filter) when absent or empty. */
function filter<T>(
  query: QueryParam,
  name: string,
  parse: (name: string, value: string) => T,
): T | undefined {
  const value = query(name)
  return value === undefined || value === '' ? undefined : parse(name, value)
}

/** The condition `make` builds for a filter that is set; none (undefined) for one that is not. */
function when<T>(value: T | undefined, make: (value: T) => SQL): SQL | undefined {
  return value === undefined ? undefined : make(value)
}

/** Filters of `multisig-transactions/`, checked in this order; a bad value is a 400. */
export function parseMultisigTxFilters(query: QueryParam) {
  return {
    executed: filter(query, 'executed', bool),
    nonce: filter(query, 'nonce', uint),
    to: filter(query, 'to', (name, v) => parseAddressParam(v, name)),
    value: filter(query, 'value', uint),
    executedFrom: filter(query, 'execution_date__gte', date),
    executedUntil: filter(query, 'execution_date__lte', date),
  }
}
export type MultisigTxFilters = ReturnType<typeof parseMultisigTxFilters>

/** Filters of `module-transactions/`, checked in this order; a bad value is a 400. */
export function parseModuleTxFilters(query: QueryParam) {
  return {
    to: filter(query, 'to', (name, v) => parseAddressParam(v, name)),
    module: filter(query, 'module', (name, v) => parseAddressParam(v, name)),
    txHash: filter(query, 'transaction_hash', txHash),
  }
}
export type ModuleTxFilters = ReturnType<typeof parseModuleTxFilters>

/** Filters of `incoming-transfers/`, checked in this order; a bad value is a 400. */
export function parseIncomingTransferFilters(query: QueryParam) {
  return {
    to: filter(query, 'to', (name, v) => parseAddressParam(v, name)),
    value: filter(query, 'value', uint),
    tokenAddress: filter(query, 'token_address', (name, v) => parseAddressParam(v, name)),
    executedFrom: filter(query, 'execution_date__gte', date),
    executedUntil: filter(query, 'execution_date__lte', date),
  }
}
export type IncomingTransferFilters = ReturnType<typeof parseIncomingTransferFilters>

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
  filters: MultisigTxFilters,
  page: PageRequest,
  requestUrl: string,
): Promise<TransactionListPage> {
  const where = and(
    eq(txs.chainId, chain.chainId),
    eq(txs.safe, address),
    when(filters.executed, (executed) => (executed ? isNotNull(txs.txHash) : isNull(txs.txHash))),
    when(filters.nonce, (nonce) => eq(txs.nonce, nonce)),
    when(filters.to, (to) => eq(txs.to, to)),
    when(filters.value, (value) => eq(txs.value, value)),
    when(filters.executedFrom, (from) => gte(txs.executedAt, from)),
    when(filters.executedUntil, (until) => lte(txs.executedAt, until)),
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
  filters: ModuleTxFilters,
  page: PageRequest,
  requestUrl: string,
): Promise<TransactionListPage> {
  const m = moduleTransactions
  const where = and(
    eq(m.chainId, chain.chainId),
    eq(m.safe, address),
    when(filters.to, (to) => eq(m.to, to)),
    when(filters.module, (address) => eq(m.module, address)),
    when(filters.txHash, (hash) => eq(m.txHash, hash)),
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
  filters: IncomingTransferFilters,
  page: PageRequest,
  requestUrl: string,
): Promise<TransactionListPage> {
  const t = transfers
  const where = and(
    eq(t.chainId, chain.chainId),
    eq(t.safe, address),
    eq(t.direction, 'INCOMING'),
    when(filters.to, (to) => eq(t.to, to)),
    when(filters.value, (value) => eq(t.value, value)),
    when(filters.tokenAddress, (token) => eq(t.tokenAddress, token)),
    when(filters.executedFrom, (from) => gte(t.timestamp, from)),
    when(filters.executedUntil, (until) => lte(t.timestamp, until)),
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
