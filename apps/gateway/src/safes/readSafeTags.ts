import { sql } from 'drizzle-orm'
import type { Address } from 'viem'
import { executeRows } from '../db/executeRows'
import type { Db } from '../db/openDatabase'

export type SafeTags = {
  collectiblesTag: string | null
  txQueuedTag: string | null
  txHistoryTag: string | null
  messagesTag: string | null
}

type TagRow = {
  collectibles: string | number | null
  queued: string | number | null
  history: string | number | null
  messages: string | number | null
}

/**
 * The `*Tag` fields of SafeInfo: ISO time of the latest change to each list of the Safe, so a
 * client refetches a list only when its tag moves.
 */
export async function readSafeTags(db: Db, chainId: number, safe: Address): Promise<SafeTags> {
  // Each max() is a single-column aggregate over (chain_id, safe, column) indexes, which
  // PostgreSQL answers from one index entry instead of scanning the Safe's whole past: SafeInfo
  // is the most requested endpoint. Confirmations only move the queue while their tx is pending:
  // a pending tx's confirmed_at is its latest confirmation's time. A message's
  // modified_at is bumped with every signature it receives.
  const [row] = await executeRows<TagRow>(
    db,
    sql`select
      (select max(timestamp) from transfers
        where chain_id = ${chainId} and safe = ${safe} and type = 'ERC721') as collectibles,
      greatest(
        (select max(submitted_at) from multisig_transactions
          where chain_id = ${chainId} and safe = ${safe}),
        (select max(executed_at) from multisig_transactions
          where chain_id = ${chainId} and safe = ${safe}),
        (select max(confirmed_at) from multisig_transactions
          where chain_id = ${chainId} and safe = ${safe} and tx_hash is null)) as queued,
      greatest(
        (select max(executed_at) from multisig_transactions
          where chain_id = ${chainId} and safe = ${safe}),
        (select max(timestamp) from transfers where chain_id = ${chainId} and safe = ${safe}),
        (select max(timestamp) from module_transactions
          where chain_id = ${chainId} and safe = ${safe})) as history,
      (select max(modified_at) from messages
        where chain_id = ${chainId} and safe = ${safe}) as messages`,
  )
  const iso = (ms: string | number | null | undefined) =>
    ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString()
  return {
    collectiblesTag: iso(row?.collectibles),
    txQueuedTag: iso(row?.queued),
    txHistoryTag: iso(row?.history),
    messagesTag: iso(row?.messages),
  }
}
