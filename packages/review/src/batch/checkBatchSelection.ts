/** What the selection rules need of a queued transaction (its summary in the queue). */
export type BatchCandidate = {
  nonce: number
  confirmationsSubmitted: number
  confirmationsRequired: number
}

/** Parameters of `checkBatchSelection`. */
export type CheckBatchSelectionParameters = {
  /** The selected transactions, in the order they would execute. */
  selected: readonly BatchCandidate[]
  /** The Safe's nonce (the chain's when it could be read). */
  safeNonce: number
}

/** What `checkBatchSelection` answers: the nonces to execute, or why not, in words. */
export type CheckBatchSelectionReturnType =
  | { ok: true; nonces: number[] }
  | { ok: false; reason: string }

/** Parameters of `batchCandidateBlocker`: the candidate. */
export type BatchCandidateBlockerParameters = Parameters<typeof batchCandidateBlocker>

/** What `batchCandidateBlocker` answers: the reason in words, or undefined. */
export type BatchCandidateBlockerReturnType = string | undefined

/**
 * Why a queued transaction cannot join a batch execution, or undefined when it can: only a fully
 * signed one can, since inside a batch nobody's approval is implied by the sender (the Safe sees
 * MultiSendCallOnly as msg.sender, never the executor).
 * @example batchCandidateBlocker({ nonce: 4, confirmationsSubmitted: 1, confirmationsRequired: 2 })
 * // 'Needs 1 more confirmation to be executed with others.'
 */
export function batchCandidateBlocker(candidate: BatchCandidate): BatchCandidateBlockerReturnType {
  const missing = candidate.confirmationsRequired - candidate.confirmationsSubmitted
  if (missing <= 0) return undefined
  return `Needs ${missing} more confirmation${missing === 1 ? '' : 's'} to be executed with others.`
}

/**
 * The rules of executing several queued transactions in one on-chain transaction: at least two
 * (one alone is a normal execution), each fully signed, one per nonce, in nonce order, the first
 * at the Safe's nonce and each next one +1 — the Safe executes nonces one after another, so a
 * gap or a wrong order would revert the whole batch.
 * @example
 * checkBatchSelection({ selected: [{ nonce: 3, … }, { nonce: 5, … }], safeNonce: 3 })
 * // { ok: false, reason: 'Nonce 4 is missing between #3 and #5: …' }
 */
export function checkBatchSelection({
  selected,
  safeNonce,
}: CheckBatchSelectionParameters): CheckBatchSelectionReturnType {
  if (selected.length < 2) {
    return {
      ok: false,
      reason:
        'Select at least two transactions to execute together; a single one is executed with its own Execute button.',
    }
  }
  for (const candidate of selected) {
    const blocker = batchCandidateBlocker(candidate)
    if (blocker) return { ok: false, reason: `Transaction #${candidate.nonce}: ${blocker}` }
  }
  const [first] = selected
  if (first && first.nonce !== safeNonce) {
    return {
      ok: false,
      reason:
        first.nonce < safeNonce
          ? `Nonce ${first.nonce} is already used: the Safe is at nonce ${safeNonce}.`
          : `The first transaction must have the Safe's current nonce ${safeNonce}, not ${first.nonce}: ${first.nonce - safeNonce === 1 ? `nonce ${safeNonce} has` : `nonces ${safeNonce}–${first.nonce - 1} have`} to execute first.`,
    }
  }
  for (let index = 1; index < selected.length; index++) {
    const previous = selected[index - 1] as BatchCandidate
    const current = selected[index] as BatchCandidate
    if (current.nonce === previous.nonce) {
      return {
        ok: false,
        reason: `Two selected transactions share nonce ${current.nonce}: only one of them can ever execute.`,
      }
    }
    if (current.nonce < previous.nonce) {
      return {
        ok: false,
        reason: `Out of order: #${current.nonce} comes after #${previous.nonce}. Transactions execute in nonce order.`,
      }
    }
    if (current.nonce !== previous.nonce + 1) {
      const gap =
        current.nonce === previous.nonce + 2
          ? `Nonce ${previous.nonce + 1} is`
          : `Nonces ${previous.nonce + 1}–${current.nonce - 1} are`
      return {
        ok: false,
        reason: `${gap} missing between #${previous.nonce} and #${current.nonce}: the Safe executes nonces one after another, without gaps.`,
      }
    }
  }
  return { ok: true, nonces: selected.map((candidate) => candidate.nonce) }
}
