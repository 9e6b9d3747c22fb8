import type { FindLandedTransactionReturnType } from '@assent/review'
import type { Address } from 'viem'
import { executionFailed } from '../../actions/executeSafeTransaction'

/** What became of a pending execution, for the panel: a key for tests and a sentence. */
export type ExecutionOutcome = {
  outcome: 'pending' | 'original' | 'speedUp' | 'cancel' | 'failed' | 'replacedElsewhere'
  text: string
}

/**
 * Words the chain's answer about an execution's account nonce: still pending, executed by the
 * original or by the speed-up, failed inside the Safe, cancelled (the Safe transaction stays
 * queued), or replaced by a transaction sent from elsewhere.
 * @example describeExecutionOutcome(found, safeAddress).text // 'Executed by the speed-up.'
 */
export function describeExecutionOutcome(
  found: FindLandedTransactionReturnType,
  safeAddress: Address,
): ExecutionOutcome {
  if (found.status === 'pending') {
    return { outcome: 'pending', text: 'Pending: not mined yet.' }
  }
  if (found.status === 'replacedElsewhere') {
    return {
      outcome: 'replacedElsewhere',
      text: 'Another transaction of the same account used its nonce: the Safe transaction was not executed by this one.',
    }
  }
  const { attempt, receipt } = found
  if (attempt.kind === 'cancel') {
    return {
      outcome: 'cancel',
      text: 'Cancelled: the Safe transaction was not executed and is still in the queue.',
    }
  }
  const by = attempt.kind === 'speedUp' ? 'the speed-up' : 'the original transaction'
  if (executionFailed(receipt, safeAddress)) {
    return {
      outcome: 'failed',
      text: `Mined by ${by}, but the Safe reported a failure (the call reverted). Its nonce is used.`,
    }
  }
  return { outcome: attempt.kind, text: `Executed by ${by}.` }
}
