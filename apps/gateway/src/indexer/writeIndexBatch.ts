import {
  buildSafeTransaction,
  fromSafeTxRow,
  preValidatedSignature,
  toSafeTxRow,
} from '@assent/core'
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm'
import { bumpDataVersion } from '../db/dataVersion'
import type { Db } from '../db/openDatabase'
import { chainsState, indexedBlocks } from '../db/schema/chains'
import { multisigConfirmations, multisigTransactions } from '../db/schema/multisig'
import { safeModules, safeOwners, safes } from '../db/schema/safes'
import { moduleTransactions, tokens, transfers } from '../db/schema/tokens'
import type { IndexBatch, UnresolvedExecution } from './types'

/**
 * Writes one batch and moves the chain's cursor to `batch.to`, all in one DB transaction so a
 * crash never leaves a half-indexed range and a takeover by another process resumes exactly
 * after the last committed range. Every insert is idempotent, so re-indexing a range
 * (after a restart between fetch and commit) changes nothing.
 */
export async function writeIndexBatch(
  db: Db,
  chainId: number,
  batch: IndexBatch,
  p: {
    now: number
    reorgDepth: number
    /**
     * Run first inside the transaction (the indexer lease's fence): throwing rolls the batch
     * back, so a process that lost its chain can never write a range or move the cursor.
     */
    fence?: (tx: Pick<Db, 'update'>) => Promise<void>
  },
): Promise<void> {
  const changesServedData =
    batch.safes.length +
      batch.ownerChanges.length +
      batch.moduleChanges.length +
      batch.transfers.length +
      batch.moduleTransactions.length +
      batch.executions.length +
      batch.unresolvedExecutions.length +
      batch.singletonChanges.length +
      batch.approvals.length >
    0
  await db.transaction(async (tx) => {
    await p.fence?.(tx)
    if (batch.safes.length > 0) {
      await tx
        .insert(safes)
        .values(batch.safes.map((safe) => ({ chainId, ...safe })))
        .onConflictDoNothing()
    }
    for (const change of batch.ownerChanges) {
      const ofSafe = and(eq(safeOwners.chainId, chainId), eq(safeOwners.safe, change.safe))
      if (change.kind === 'setup') {
        await tx.delete(safeOwners).where(ofSafe)
        await tx
          .insert(safeOwners)
          .values(change.owners.map((owner) => ({ chainId, safe: change.safe, owner })))
          .onConflictDoNothing()
      } else if (change.kind === 'add') {
        await tx
          .insert(safeOwners)
          .values({ chainId, safe: change.safe, owner: change.owner })
          .onConflictDoNothing()
      } else {
        await tx.delete(safeOwners).where(and(ofSafe, eq(safeOwners.owner, change.owner)))
      }
    }
    for (const change of batch.moduleChanges) {
      const entry = { chainId, safe: change.safe, module: change.module }
      if (change.kind === 'enable') {
        await tx.insert(safeModules).values(entry).onConflictDoNothing()
      } else {
        await tx
          .delete(safeModules)
          .where(
            and(
              eq(safeModules.chainId, chainId),
              eq(safeModules.safe, change.safe),
              eq(safeModules.module, change.module),
            ),
          )
      }
    }
    if (batch.tokens.length > 0) {
      await tx
        .insert(tokens)
        .values(batch.tokens.map((token) => ({ chainId, ...token })))
        .onConflictDoNothing()
    }
    if (batch.transfers.length > 0) {
      await tx
        .insert(transfers)
        .values(batch.transfers.map((transfer) => ({ chainId, ...transfer })))
        .onConflictDoNothing()
    }
    if (batch.moduleTransactions.length > 0) {
      await tx
        .insert(moduleTransactions)
        .values(batch.moduleTransactions.map((m) => ({ chainId, ...m })))
        .onConflictDoNothing()
    }
    // One statement per kind for the whole batch, not one per execution: each statement fires
    // the history triggers once (migrations 0011, 0014).
    const executions = lastPerSafeTxHash(batch.executions)
    if (executions.length > 0) {
      await tx
        .insert(multisigTransactions)
        .values(
          executions.map(({ confirmations: _confirmations, signatures, ...fields }) => ({
            chainId,
            ...fields,
            ...toSafeTxRow(fromSafeTxRow(fields)),
            executedSignatures: signatures,
            submittedAt: fields.executedAt,
          })),
        )
        .onConflictDoUpdate({
          target: [multisigTransactions.chainId, multisigTransactions.safeTxHash],
          // The fields hash to the safeTxHash, so they also complete a row whose details were
          // unavailable (a range re-read after a reorg on an RPC that now traces).
          set: {
            ...fromExcluded(EXECUTION_COLUMNS),
            ...fromExcluded(SAFE_TX_COLUMNS),
            executor: sql`excluded.executor`,
            executedSignatures: sql`excluded.executed_signatures`,
            detailsUnavailable: false,
          },
        })
      const confirmations = executions.flatMap((execution) =>
        execution.confirmations.map((c) => ({ chainId, safeTxHash: execution.safeTxHash, ...c })),
      )
      if (confirmations.length > 0) {
        await tx.insert(multisigConfirmations).values(confirmations).onConflictDoNothing()
      }
    }
    // No call found to read the fields from. A stored proposal of the same safeTxHash has them:
    // it is marked executed (executor and signatures stay unknown). Otherwise the execution is
    // still listed, from its event and the nonce read from the chain, with placeholder fields
    // and `detailsUnavailable` (see toUnavailableExecutionRow).
    const unresolved = lastPerSafeTxHash(batch.unresolvedExecutions)
    if (unresolved.length > 0) {
      await tx
        .insert(multisigTransactions)
        .values(
          unresolved.map((execution) => ({
            chainId,
            ...toUnavailableExecutionRow(execution),
            txHash: execution.txHash,
            blockNumber: execution.blockNumber,
            logIndex: execution.logIndex,
            executedAt: execution.timestamp,
            isSuccessful: execution.isSuccessful,
          })),
        )
        .onConflictDoUpdate({
          target: [multisigTransactions.chainId, multisigTransactions.safeTxHash],
          set: fromExcluded(EXECUTION_COLUMNS),
        })
    }
    if (batch.approvals.length > 0) {
      // An on-chain approveHash confirms a transaction the gateway knows of.
      const known = await tx
        .select({ safeTxHash: multisigTransactions.safeTxHash })
        .from(multisigTransactions)
        .where(
          and(
            eq(multisigTransactions.chainId, chainId),
            inArray(
              multisigTransactions.safeTxHash,
              batch.approvals.map((a) => a.safeTxHash),
            ),
          ),
        )
      const knownHashes = new Set(known.map((row) => row.safeTxHash))
      const rows = batch.approvals
        .filter((a) => knownHashes.has(a.safeTxHash))
        .map((a) => ({
          chainId,
          safeTxHash: a.safeTxHash,
          owner: a.owner,
          signature: preValidatedSignature(a.owner),
          signatureType: 'approved_hash',
          submittedAt: a.timestamp,
        }))
      const stored =
        rows.length === 0
          ? []
          : await tx.insert(multisigConfirmations).values(rows).onConflictDoNothing().returning({
              safeTxHash: multisigConfirmations.safeTxHash,
              submittedAt: multisigConfirmations.submittedAt,
            })
      for (const confirmation of stored) {
        await tx
          .update(multisigTransactions)
          .set({
            confirmedAt: sql`greatest(coalesce(${multisigTransactions.confirmedAt}, 0), ${confirmation.submittedAt})`,
          })
          .where(
            and(
              eq(multisigTransactions.chainId, chainId),
              eq(multisigTransactions.safeTxHash, confirmation.safeTxHash),
            ),
          )
      }
    }
    await tx
      .insert(indexedBlocks)
      .values(batch.blockHashes.map((b) => ({ chainId, number: b.number, hash: b.hash })))
      .onConflictDoUpdate({
        target: [indexedBlocks.chainId, indexedBlocks.number],
        set: { hash: sql`excluded.hash` },
      })
    await tx
      .delete(indexedBlocks)
      .where(
        and(eq(indexedBlocks.chainId, chainId), lt(indexedBlocks.number, batch.to - p.reorgDepth)),
      )
    await tx
      .insert(chainsState)
      .values({ chainId, indexedBlock: batch.to, indexedBlockHash: batch.toHash, updatedAt: p.now })
      .onConflictDoUpdate({
        target: chainsState.chainId,
        set: { indexedBlock: batch.to, indexedBlockHash: batch.toHash, updatedAt: p.now },
      })
    // Blocks without Safe activity change nothing served; Safe state read from the chain is
    // keyed by head separately (readSafeStateCached, respondCached's perHead).
    if (changesServedData) await bumpDataVersion(tx, chainId)
  })
}

/**
 * The stored row of an execution known only by its outcome event: the SafeTx fields are not
 * known, so they hold neutral placeholders (a call to the Safe itself, no value, no data) that
 * the API never presents as such — `detailsUnavailable` makes every mapper show the execution
 * as "details unavailable" instead.
 */
function toUnavailableExecutionRow(execution: UnresolvedExecution) {
  return {
    safeTxHash: execution.safeTxHash,
    safe: execution.safe,
    ...toSafeTxRow(buildSafeTransaction({ to: execution.safe, nonce: BigInt(execution.nonce) })),
    submittedAt: execution.timestamp,
    detailsUnavailable: true,
  }
}

/** What an execution sets on its multisig tx row, as `excluded` columns of an upsert. */
const EXECUTION_COLUMNS = [
  'txHash',
  'blockNumber',
  'logIndex',
  'executedAt',
  'isSuccessful',
] as const
/** The SafeTx fields of a multisig tx row (they hash to its safeTxHash). */
const SAFE_TX_COLUMNS = [
  'to',
  'value',
  'data',
  'operation',
  'safeTxGas',
  'baseGas',
  'gasPrice',
  'gasToken',
  'refundReceiver',
  'nonce',
] as const

/** `{ column: excluded.column }` for an upsert's SET: the value the statement tried to insert. */
function fromExcluded<K extends keyof typeof multisigTransactions.$inferSelect>(
  keys: readonly K[],
): Record<K, SQL> {
  return Object.fromEntries(
    keys.map((key) => [key, sql.raw(`excluded.${multisigTransactions[key].name}`)]),
  ) as Record<K, SQL>
}

/**
 * One execution per safeTxHash (the last): one upsert statement may not touch a row twice, and a
 * safeTxHash executes once, so a repeat in a batch is the same execution.
 */
function lastPerSafeTxHash<T extends { safeTxHash: string }>(executions: readonly T[]): T[] {
  return [...new Map(executions.map((e) => [e.safeTxHash, e])).values()]
}
