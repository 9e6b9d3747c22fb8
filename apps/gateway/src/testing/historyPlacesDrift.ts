import { sql } from 'drizzle-orm'
import { executeRows } from '../db/executeRows'
import type { Db } from '../db/openDatabase'

/**
 * Entries whose place in `safe_history_entries` differs from what numbering every Safe's history
 * rows in chain order gives (a missing entry, one left over, one out of place): empty when the
 * triggers (migration 0014) kept up with every write.
 */
export function historyPlacesDrift(db: Db) {
  return executeRows<{ safe: string; kind: string; hash: string }>(
    db,
    sql`with rows as (
        select chain_id, safe, 'multisig' as kind, safe_tx_hash as hash,
            coalesce(log_index, -1) as log_index, coalesce(block_number, -1) as block_number
          from multisig_transactions where tx_hash is not null
        union all select chain_id, safe, 'module', tx_hash, log_index, block_number
          from module_transactions
        union all select chain_id, safe, 'transfer', tx_hash, log_index, block_number
          from transfers where direction = 'INCOMING'
      ), numbered as (
        select *, row_number() over (partition by chain_id, safe
            order by block_number, log_index, kind, hash) as seq
          from rows
      )
      select coalesce(e.safe, n.safe) as safe, coalesce(e.kind, n.kind) as kind,
          coalesce(e.hash, n.hash) as hash
        from safe_history_entries e full join numbered n
          on (n.chain_id, n.safe, n.kind, n.hash, n.log_index)
            = (e.chain_id, e.safe, e.kind, e.hash, e.log_index)
        where e.seq is distinct from n.seq or e.block_number is distinct from n.block_number`,
  )
}
