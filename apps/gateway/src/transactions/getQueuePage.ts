import type { TransactionListItem, TransactionListPage } from '@assent/gateway-client'
import { and, asc, count, eq, gte, isNull } from 'drizzle-orm'
import type { Address } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeStateCached } from '../chain/readSafeStateCached'
import { multisigTransactions as txs } from '../db/schema/multisig'
import type { GatewayDeps } from '../deps'
import { type PageRequest, toPage } from '../http/paging'
import { loadConfirmations } from './loadConfirmations'
import { loadMappingContext } from './loadMappingContext'
import { buildQueuePage } from './queue'
import { toMultisigSummary } from './summary'

/**
 * `transactions/queued`: pending multisig txs with nonce ≥ the Safe's nonce, paged over txs.
 * Reads only the page plus one neighbour each side, which is all the labelling rules need.
 */
export async function getQueuePage(
  deps: GatewayDeps,
  chain: ChainContext,
  address: Address,
  page: PageRequest,
  requestUrl: string,
): Promise<TransactionListPage> {
  const safe = await readSafeStateCached(chain, address)
  const pending = and(
    eq(txs.chainId, chain.chainId),
    eq(txs.safe, address),
    isNull(txs.txHash),
    gte(txs.nonce, safe.nonce.toString()),
  )
  const windowStart = Math.max(0, page.offset - 1)
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(txs)
      .where(pending)
      .orderBy(asc(txs.nonce), asc(txs.submittedAt), asc(txs.safeTxHash))
      .limit(page.limit + 1 + (page.offset - windowStart))
      .offset(windowStart),
    deps.db.select({ value: count() }).from(txs).where(pending),
  ])
  const window = rows.map((row) => ({ ...row, nonce: BigInt(row.nonce), row }))
  const items = buildQueuePage(window, safe.nonce, page.offset - windowStart, page.limit)
  const onPage = items.flatMap((i) => (i.type === 'TRANSACTION' ? [i.transaction.row] : []))
  const [confirmations, ctx] = await Promise.all([
    loadConfirmations(
      deps,
      chain.chainId,
      onPage.map((r) => r.safeTxHash),
    ),
    loadMappingContext(
      deps,
      chain,
      safe,
      onPage.flatMap((r) => [r.to, r.gasToken]),
    ),
  ])
  const results: TransactionListItem[] = items.map((item) =>
    item.type === 'TRANSACTION'
      ? {
          type: 'TRANSACTION',
          conflictType: item.conflictType,
          transaction: toMultisigSummary(
            item.transaction.row,
            confirmations.get(item.transaction.row.safeTxHash) ?? [],
            ctx,
          ),
        }
      : item,
  )
  return toPage(requestUrl, page, total?.value ?? 0, results)
}
