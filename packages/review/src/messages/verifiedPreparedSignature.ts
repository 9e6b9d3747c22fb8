import type { SafeInfo, SafeMessage } from '@assent/gateway-client'
import type { Address, Hex, PublicClient } from 'viem'
import { verifySafeMessage } from './verifySafeMessage'

/**
 * Parameters of `verifiedPreparedSignature`: the gateway's message, the hash computed locally
 * for what the app asked, the Safe, and the RPC to prove contract signatures with.
 */
export type VerifiedPreparedSignatureParameters = Parameters<typeof verifiedPreparedSignature>

/** What `verifiedPreparedSignature` answers: the Safe's signature, or undefined. */
export type VerifiedPreparedSignatureReturnType = Hex | undefined

/**
 * The Safe's signature of a message for a Safe App: built here from verified owner signatures
 * once they reach the threshold, and only for the message the app asked about (`expectedHash`,
 * computed locally). Undefined otherwise — never the gateway's `preparedSignature`.
 * @example const signature = await verifiedPreparedSignature(message, messageHash, safe, client)
 */
export async function verifiedPreparedSignature(
  message: SafeMessage,
  expectedHash: string,
  safe: { chainId: string; address: Address; safeInfo: SafeInfo },
  client: PublicClient | undefined,
): Promise<VerifiedPreparedSignatureReturnType> {
  if (message.messageHash.toLowerCase() !== expectedHash.toLowerCase()) return undefined
  const verification = await verifySafeMessage({
    message,
    chainId: safe.chainId,
    safeAddress: safe.address,
    safeVersion: safe.safeInfo.version,
    owners: safe.safeInfo.owners.map((owner) => owner.value),
    threshold: safe.safeInfo.threshold,
    client,
  })
  return verification.status === 'CONFIRMED' ? verification.preparedSignature : undefined
}
