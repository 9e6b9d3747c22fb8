import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { Hex } from 'viem'
import { bumpDataVersion } from '../db/dataVersion'
import type { Db } from '../db/openDatabase'
import { chainsState, indexedBlocks } from '../db/schema/chains'
import { multisigConfirmations, multisigTransactions } from '../db/schema/multisig'
import { safeModules, safeOwners, safes } from '../db/schema/safes'
import { moduleTransactions, transfers } from '../db/schema/tokens'

/**
 * Undoes everything indexed above block `ancestor` after a reorg, in one transaction:
 * transfers, module txs, Safes created there, executions (proposals stay, back in the queue;
 * transactions only known from the chain go). Moves the cursor to `ancestor` (or clears it when
 * `ancestor` is below the first indexed block).
 */
export async function rollbackAbove(
  db: Db,
  chainId: number,
  p: {
    ancestor: number
    ancestorHash: Hex | null
    now: number
    /** Run first inside the transaction (the indexer lease's fence); throwing rolls back. */
    fence?: (tx: Pick<Db, 'update'>) => Promise<void>
  },
): Promise<void> {
  const { ancestor } = p
  await db.transaction(async (tx) => {
    await p.fence?.(tx)
    await tx
      .delete(transfers)
      .where(and(eq(transfers.chainId, chainId), gt(transfers.blockNumber, ancestor)))
    await tx
      .delete(moduleTransactions)
      .where(
        and(eq(moduleTransactions.chainId, chainId), gt(moduleTransactions.blockNumber, ancestor)),
      )

    const executedAbove = and(
      eq(multisigTransactions.chainId, chainId),
      gt(multisigTransactions.blockNumber, ancestor),
    )
    const chainOnly = await tx
      .select({ safeTxHash: multisigTransactions.safeTxHash })
      .from(multisigTransactions)
      .where(and(executedAbove, isNull(multisigTransactions.proposer)))
    const chainOnlyHashes = chainOnly.map((row) => row.safeTxHash)
    if (chainOnlyHashes.length > 0) {
      await tx
        .delete(multisigConfirmations)
        .where(
          and(
            eq(multisigConfirmations.chainId, chainId),
            inArray(multisigConfirmations.safeTxHash, chainOnlyHashes),
          ),
        )
      await tx
        .delete(multisigTransactions)
        .where(
          and(
            eq(multisigTransactions.chainId, chainId),
            inArray(multisigTransactions.safeTxHash, chainOnlyHashes),
          ),
        )
    }
    await tx
      .update(multisigTransactions)
      .set({
        txHash: null,
        blockNumber: null,
        logIndex: null,
        executedAt: null,
        executor: null,
        isSuccessful: null,
        executedSignatures: null,
      })
      .where(executedAbove)

    const createdAbove = await tx
      .select({ address: safes.address })
      .from(safes)
      .where(and(eq(safes.chainId, chainId), gt(safes.createdBlock, ancestor)))
    const createdAddresses = createdAbove.map((row) => row.address)
    if (createdAddresses.length > 0) {
      await tx
        .delete(safeOwners)
        .where(and(eq(safeOwners.chainId, chainId), inArray(safeOwners.safe, createdAddresses)))
      await tx
        .delete(safeModules)
        .where(and(eq(safeModules.chainId, chainId), inArray(safeModules.safe, createdAddresses)))
      await tx
        .delete(safes)
        .where(and(eq(safes.chainId, chainId), inArray(safes.address, createdAddresses)))
    }
    await tx
      .delete(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, chainId), gt(indexedBlocks.number, ancestor)))
    if (p.ancestorHash === null) {
      await tx.delete(chainsState).where(eq(chainsState.chainId, chainId))
    } else {
      await tx
        .update(chainsState)
        .set({ indexedBlock: ancestor, indexedBlockHash: p.ancestorHash, updatedAt: p.now })
        .where(eq(chainsState.chainId, chainId))
    }
    await bumpDataVersion(tx, chainId)
  })
}
