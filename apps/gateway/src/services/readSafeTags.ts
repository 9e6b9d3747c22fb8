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
  const [row] = await executeRows<TagRow>(
    db,
    sql`select
      (select max(timestamp) from transfers
        where chain_id = ${chainId} and safe = ${safe} and type = 'ERC721') as collectibles,
      greatest(
        (select max(greatest(submitted_at, executed_at)) from multisig_transactions
          where chain_id = ${chainId} and safe = ${safe}),
        (select max(c.submitted_at) from multisig_confirmations c
          join multisig_transactions t on t.chain_id = c.chain_id and t.safe_tx_hash = c.safe_tx_hash
          where t.chain_id = ${chainId} and t.safe = ${safe})) as queued,
      greatest(
        (select max(executed_at) from multisig_transactions
          where chain_id = ${chainId} and safe = ${safe}),
        (select max(timestamp) from transfers where chain_id = ${chainId} and safe = ${safe}),
        (select max(timestamp) from module_transactions
          where chain_id = ${chainId} and safe = ${safe})) as history,
      greatest(
        (select max(modified_at) from messages where chain_id = ${chainId} and safe = ${safe}),
        (select max(c.created_at) from message_confirmations c
          join messages m on m.chain_id = c.chain_id and m.message_hash = c.message_hash
          where m.chain_id = ${chainId} and m.safe = ${safe})) as messages`,
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
