import type { Hex } from 'viem'
import { unprocessable } from '../errors'
import type { ChainContext } from './createChainRegistry'
import type { SafeSigningState } from './readSafeState'
import { type VerifiedSignature, verifySignatures } from './verifySignatures'

/**
 * Verifies signatures of a stored or proposed SafeTx (or Safe message) and requires every
 * signer to be a current owner. Throws 422 `Invalid signature` / `Signer is not an owner`.
 */
export async function verifyOwnerSignatures(
  chain: ChainContext,
  safe: Pick<SafeSigningState, 'address' | 'owners' | 'version'>,
  hash: Hex,
  signatures: string,
  preimage?: Hex,
): Promise<VerifiedSignature[]> {
  const verified = await verifySignatures(chain.client, {
    safe: safe.address,
    safeVersion: safe.version,
    hash,
    signatures,
    ...(preimage ? { preimage } : {}),
  })
  const owners = new Set(safe.owners)
  if (verified.some((s) => !owners.has(s.owner))) throw unprocessable('Signer is not an owner')
  return verified
}
