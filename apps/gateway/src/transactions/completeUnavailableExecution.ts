import { type SafeTransactionData, toSafeTxRow } from '@assent/core'
import { and, eq } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import { bumpDataVersion } from '../db/dataVersion'
import { multisigTransactions } from '../db/schema/multisig'
import type { GatewayDeps } from '../deps'

/**
 * Fills in an executed transaction the indexer could list only as "details unavailable" (its
 * call was not traceable) from a proposal of the same safeTxHash. The caller has recomputed the
 * safeTxHash from the proposal's fields, which proves them: no signature is needed, and none is
 * stored (the transaction is executed; who signed stays unknown). False when no such row exists.
 */
export async function completeUnavailableExecution(
  deps: GatewayDeps,
  p: {
    chainId: number
    safe: Address
    safeTxHash: Hex
    tx: SafeTransactionData
    origin: string | null
  },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const filled = await tx
      .update(multisigTransactions)
      .set({ ...toSafeTxRow(p.tx), origin: p.origin, detailsUnavailable: false })
      .where(
        and(
          eq(multisigTransactions.chainId, p.chainId),
          eq(multisigTransactions.safeTxHash, p.safeTxHash),
          eq(multisigTransactions.safe, p.safe),
          eq(multisigTransactions.detailsUnavailable, true),
        ),
      )
      .returning({ safeTxHash: multisigTransactions.safeTxHash })
    if (filled.length > 0) await bumpDataVersion(tx, p.chainId)
    return filled.length > 0
  })
}
