import {
  buildSignatureBytes,
  getSafeMessageTypedData,
  type SafeConfirmationCheck,
  type SafeSignature,
  typedDataPreimage,
  verifySafeConfirmations,
} from '@assent/core'
import type { SafeMessage } from '@assent/gateway-client'
import type { Address, Hex, PublicClient } from 'viem'
import { confirmationNotices, type VerificationNotice } from '../verification/confirmationNotices'
import { checkMessageHash, type MessageHashCheck } from './checkMessageHash'
import { toTypedDataDefinition } from './toTypedDataDefinition'

/** An off-chain message as checked here: its hash, each confirmation, and what they add up to. */
export type MessageVerification = {
  hashCheck: MessageHashCheck
  /** Each listed confirmation, checked over the hash computed here. */
  confirmations: SafeConfirmationCheck[]
  /** Distinct owners whose signature is proven: the only ones that count. */
  verifiedSigners: Address[]
  threshold: number
  /** Confirmed only when the hash is ours and verified owners reach the threshold. */
  status: 'CONFIRMED' | 'NEEDS_CONFIRMATION'
  /** The Safe's signature, built here from verified signatures only, once confirmed. */
  preparedSignature: Hex | undefined
  notices: VerificationNotice[]
}

/** Parameters of `verifySafeMessage`. */
export type VerifySafeMessageParameters = {
  /** The message as the gateway lists it, with its confirmations. */
  message: SafeMessage
  chainId: string | number
  safeAddress: Address
  /** The Safe's version: it decides the EIP-712 domain; null when unknown. */
  safeVersion: string | null
  /** The Safe's current owners: confirmations must come from them. */
  owners: readonly string[]
  threshold: number
  /** An RPC independent of the gateway, to prove approvals and contract signatures on chain. */
  client: PublicClient | undefined
}

/** What `verifySafeMessage` answers. */
export type VerifySafeMessageReturnType = MessageVerification

/**
 * Checks an off-chain message as the gateway lists it without taking its word: the SafeMessage
 * hash is recomputed, each confirmation must be from the owner it names (ECDSA recovered here;
 * approvals and contract signatures proven on chain through `client`), owners count once, and
 * the status and the prepared signature follow from the verified ones alone.
 * @example const { status, preparedSignature } = await verifySafeMessage({ message, chainId, safeAddress, safeVersion, owners, threshold, client })
 */
export async function verifySafeMessage(
  p: VerifySafeMessageParameters,
): Promise<VerifySafeMessageReturnType> {
  const hashCheck = checkMessageHash({
    chainId: p.chainId,
    safeAddress: p.safeAddress,
    safeVersion: p.safeVersion,
    message: p.message.message,
    gatewayHash: p.message.messageHash,
  })
  const listed = p.message.confirmations.map((confirmation) => ({
    claimedSigner: confirmation.owner.value,
    signature: confirmation.signature,
  }))
  if (hashCheck.status === 'error' || !p.safeVersion) {
    return {
      hashCheck,
      confirmations: listed.map((c) => ({
        ...c,
        signature: null,
        status: 'unverified',
        duplicate: false,
        reason: 'The message hash could not be computed here.',
      })),
      verifiedSigners: [],
      threshold: p.threshold,
      status: 'NEEDS_CONFIRMATION',
      preparedSignature: undefined,
      notices: [],
    }
  }
  const content = p.message.message
  const typedData = getSafeMessageTypedData({
    chainId: BigInt(p.chainId),
    safeAddress: p.safeAddress,
    safeVersion: p.safeVersion,
    message: typeof content === 'string' ? content : toTypedDataDefinition(content),
  })
  const { checks, verifiedSigners, duplicateSigners } = await verifySafeConfirmations({
    client: p.client,
    safeAddress: p.safeAddress,
    safeVersion: p.safeVersion,
    hash: hashCheck.localHash,
    preimage: typedDataPreimage(typedData),
    owners: p.owners,
    confirmations: listed,
  })
  const confirmed =
    hashCheck.status === 'match' && p.threshold > 0 && verifiedSigners.length >= p.threshold
  return {
    hashCheck,
    confirmations: checks,
    verifiedSigners,
    threshold: p.threshold,
    status: confirmed ? 'CONFIRMED' : 'NEEDS_CONFIRMATION',
    preparedSignature: confirmed ? preparedSignatureOf(checks) : undefined,
    notices: confirmationNotices({
      confirmations: checks,
      verifiedSigners,
      duplicateSigners,
      proposer: p.message.proposedBy.value,
    }),
  }
}

/** Verified signatures, one per owner, sorted and concatenated as the Safe reads them. */
function preparedSignatureOf(checks: readonly SafeConfirmationCheck[]): Hex {
  const signatures: SafeSignature[] = []
  for (const check of checks) {
    const signer = check.recoveredSigner
    if (check.status !== 'verified' || !signer || !check.data) continue
    if (signatures.some((s) => s.signer.toLowerCase() === signer.toLowerCase())) continue
    signatures.push(
      check.contractSignature === undefined
        ? { signer, data: check.data }
        : { signer, data: check.contractSignature, dynamic: true },
    )
  }
  return buildSignatureBytes(signatures)
}
