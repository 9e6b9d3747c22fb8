import { safeTxHash } from '@assent/core'
import { type TransactionDetails, toSafeTransactionData } from '@assent/gateway-client'
import { type Address, type Hex, isAddressEqual } from 'viem'

export type QueuedNonceCheck =
  /** `safeTxHash` is recomputed here from the transaction's fields. */
  { ok: true; nonce: number; safeTxHash: Hex } | { ok: false; reason: string }

/**
 * The nonce of a queued transaction, taken from its own fields — which must hash to the id that
 * was asked for — rather than from the gateway's list; and refused when the Safe is already
 * past it on chain. Used before replacing (rejecting) a queued transaction.
 */
export function verifyQueuedNonce({
  requestedTxId,
  details,
  chainId,
  safeAddress,
  safeVersion,
  listedNonce,
  onChainNonce,
}: {
  requestedTxId: string
  details: TransactionDetails
  chainId: number
  safeAddress: Address
  /** The chain's VERSION when read, else the gateway's. */
  safeVersion: string | null
  /** The nonce the gateway's queue list shows. */
  listedNonce: number
  /** The Safe's nonce on chain; undefined when unverified. */
  onChainNonce: number | undefined
}): QueuedNonceCheck {
  const fields = toSafeTransactionData(details)
  if (!fields.ok) return { ok: false, reason: fields.reason }
  if (!safeVersion) {
    return {
      ok: false,
      reason: "The Safe's version is unknown: the transaction cannot be checked.",
    }
  }
  let sameSafe = false
  try {
    sameSafe = isAddressEqual(details.safeAddress as Address, safeAddress)
  } catch {}
  if (!sameSafe) return { ok: false, reason: 'The gateway sent a transaction of another Safe.' }
  const hash = safeTxHash({ chainId: BigInt(chainId), safeAddress, safeVersion, tx: fields.tx })
  const requestedHash = requestedTxId.split('_').at(-1)?.toLowerCase()
  if (details.txId.toLowerCase() !== requestedTxId.toLowerCase() || requestedHash !== hash) {
    return {
      ok: false,
      reason:
        "The gateway's transaction does not hash to the one listed: its nonce cannot be trusted.",
    }
  }
  const nonce = Number(fields.tx.nonce)
  if (nonce !== listedNonce) {
    return {
      ok: false,
      reason: `The queue lists nonce ${listedNonce}, but the transaction's own fields say ${nonce}.`,
    }
  }
  if (onChainNonce !== undefined && nonce < onChainNonce) {
    return {
      ok: false,
      reason: `Nonce ${nonce} is already used: the Safe is at nonce ${onChainNonce} on chain.`,
    }
  }
  return { ok: true, nonce, safeTxHash: hash }
}
