import { safeAbi } from '@assent/core'
import type { PublicClient } from 'viem'
import type { BareExecution, UnresolvedExecution } from './types'

/** Where an ExecutionSuccess/ExecutionFailure sits: enough to order a Safe's executions. */
export type OutcomePosition = Pick<BareExecution, 'safe' | 'blockNumber' | 'logIndex'>

/** The outcomes of `execution`'s Safe in its block: before it, and in all. */
export function executionsInBlock(
  execution: OutcomePosition,
  outcomes: readonly OutcomePosition[],
): { before: number; total: number } {
  const sameBlock = outcomes.filter(
    (other) => other.safe === execution.safe && other.blockNumber === execution.blockNumber,
  )
  return {
    before: sameBlock.filter((other) => other.logIndex < execution.logIndex).length,
    total: sameBlock.length,
  }
}

/**
 * The nonces of executions whose fields are unknown (no call to read them from). Every
 * execTransaction uses the Safe's nonce and increments it once, success or failure, and logs
 * its outcome when it returns; so the block's outcomes of a Safe used the nonces just below its
 * `nonce()` at the end of the block, in log order: nonce(block) − total + before. (Read at the
 * block itself, not the one before, so it also works for a Safe created in the same block. A
 * Safe executing a transaction of itself from inside one of its own executions logs the inner
 * one first; that nesting is not told apart.) `outcomes` are all the outcome events of the
 * batch, paired or not; a batch always holds whole blocks. A failed read fails the batch, which
 * is retried.
 */
export async function deriveExecutionNonces(
  client: PublicClient,
  executions: readonly BareExecution[],
  outcomes: readonly OutcomePosition[],
): Promise<UnresolvedExecution[]> {
  const after = new Map<string, Promise<bigint>>()
  const nonceAfter = (execution: BareExecution) => {
    const key = `${execution.safe}:${execution.blockNumber}`
    let read = after.get(key)
    if (!read) {
      read = client.readContract({
        address: execution.safe,
        abi: safeAbi,
        functionName: 'nonce',
        blockNumber: BigInt(execution.blockNumber),
      })
      after.set(key, read)
    }
    return read
  }
  return Promise.all(
    executions.map(async (execution) => {
      const { before, total } = executionsInBlock(execution, outcomes)
      const nonce = (await nonceAfter(execution)) - BigInt(total - before)
      return { ...execution, nonce: nonce.toString() }
    }),
  )
}
