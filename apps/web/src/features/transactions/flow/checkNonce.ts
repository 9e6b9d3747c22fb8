/** What a chosen nonce means: an error (cannot be used), a warning, or fine. */
export type NonceCheck = { level: 'error' | 'warning' | 'ok'; message?: string }

/** A nonce more than this far above the Safe's nonce is called out as far in the future. */
export const FAR_FUTURE_NONCE_BOUND = 10

export type NonceFacts = {
  /** The gateway's idea of the Safe's nonce. */
  currentNonce: number
  /** The gateway's recommended nonce (next after its queue). */
  recommendedNonce: number
  /** The Safe's nonce read on chain through the verification RPC; undefined when unverified. */
  onChainNonce?: number | undefined
  /** Nonces of queued transactions, when known; else those between the Safe's and the recommended nonce. */
  queuedNonces?: readonly number[]
}

/**
 * Checks a nonce typed by the user. The Safe's nonce is the chain's when it could be read (the
 * gateway's otherwise): below it the nonce is used; a queued nonce replaces that transaction
 * (only one per nonce can execute); above the queue it waits for a gap to be filled; more than
 * FAR_FUTURE_NONCE_BOUND above the Safe's nonce it is far in the future.
 */
export function checkNonce(input: string, facts: NonceFacts): NonceCheck {
  if (!/^\d{1,15}$/.test(input.trim())) return { level: 'error', message: 'Enter a whole number.' }
  const nonce = Number(input)
  const verified = facts.onChainNonce !== undefined
  const safeNonce = facts.onChainNonce ?? facts.currentNonce
  if (nonce < safeNonce) {
    return {
      level: 'error',
      message: verified
        ? `Nonce ${nonce} is already used: the Safe is at nonce ${safeNonce} on chain.`
        : `Nonce ${nonce} is already used: the gateway says the Safe is at nonce ${safeNonce} (not verified on chain).`,
    }
  }
  const queued = new Set(facts.queuedNonces ?? range(facts.currentNonce, facts.recommendedNonce))
  if (queued.has(nonce)) {
    return {
      level: 'warning',
      message: `A queued transaction already uses nonce ${nonce}. Whichever is executed first replaces the other.`,
    }
  }
  const ahead = nonce - safeNonce
  if (ahead > FAR_FUTURE_NONCE_BOUND) {
    return {
      level: 'warning',
      message: `Nonce ${nonce} is ${ahead} above the Safe's ${verified ? 'on-chain ' : ''}nonce ${safeNonce}: it can only be executed after ${ahead} other transactions. Check that this is the nonce you meant.`,
    }
  }
  const nextFree = Math.max(
    safeNonce,
    ...[...queued].filter((n) => n >= safeNonce).map((n) => n + 1),
  )
  if (nonce > nextFree) {
    return {
      level: 'warning',
      message: `Nonce ${nonce} skips ${nonce - nextFree} nonce(s): it can only be executed after transactions fill the gap.`,
    }
  }
  return { level: 'ok' }
}

function range(from: number, to: number): number[] {
  const out: number[] = []
  for (let n = from; n < to && out.length <= FAR_FUTURE_NONCE_BOUND * 10; n++) out.push(n)
  return out
}
