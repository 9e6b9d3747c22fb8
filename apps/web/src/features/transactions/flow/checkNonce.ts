/** What a chosen nonce means: an error (cannot be used), a warning, or fine. */
export type NonceCheck = { level: 'error' | 'warning' | 'ok'; message?: string }

/**
 * Checks a nonce typed by the user against the Safe's current and the gateway's recommended
 * nonce: below the current one it is already used; between them it replaces a queued
 * transaction (only one per nonce can execute); above the recommended one it waits for a gap.
 */
export function checkNonce(
  input: string,
  { currentNonce, recommendedNonce }: { currentNonce: number; recommendedNonce: number },
): NonceCheck {
  if (!/^\d{1,15}$/.test(input.trim())) return { level: 'error', message: 'Enter a whole number.' }
  const nonce = Number(input)
  if (nonce < currentNonce) {
    return {
      level: 'error',
      message: `Nonce ${nonce} is already used: the Safe is at nonce ${currentNonce}.`,
    }
  }
  if (nonce < recommendedNonce) {
    return {
      level: 'warning',
      message: `A queued transaction already uses nonce ${nonce}. Whichever is executed first replaces the other.`,
    }
  }
  if (nonce > recommendedNonce) {
    return {
      level: 'warning',
      message: `Nonce ${nonce} skips ${nonce - recommendedNonce} nonce(s): it can only be executed after transactions fill the gap.`,
    }
  }
  return { level: 'ok' }
}
