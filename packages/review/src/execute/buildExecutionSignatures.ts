import { buildSignatureBytes, preValidatedSignature, type SafeSignature } from '@assent/core'
import { type Address, type Hex, isAddressEqual } from 'viem'
import type { ConfirmationCheck } from '../verification/verifyTransaction'

/** execTransaction's `signatures` bytes, or why the transaction cannot be executed yet. */
export type ExecutionSignatures =
  | { ok: true; signatures: Hex; usesPreValidated: boolean }
  | { ok: false; reason: string }

/** Parameters of `buildExecutionSignatures`. */
export type BuildExecutionSignaturesParameters = {
  /** The confirmations as `verifyTransaction` checked them: only verified ones are used. */
  confirmations: readonly ConfirmationCheck[]
  threshold: number
  /** Who sends the execution: an owner among them adds a pre-validated signature. */
  executor: Address | undefined
  owners: readonly string[]
}

/** What `buildExecutionSignatures` answers. */
export type BuildExecutionSignaturesReturnType = ExecutionSignatures

/**
 * The `signatures` argument of execTransaction from VERIFIED confirmations only (one per signer;
 * unverified ones are never sent on the gateway's word): at most `threshold` of them, plus the
 * executor's own approval as a pre-validated signature (r = owner, v = 1, accepted because the
 * executor is msg.sender) when they are an owner without a verified confirmation. Contract
 * signatures go in as their EIP-1271 payload. Sorted by signer as the Safe requires.
 * @example
 * const built = buildExecutionSignatures({ confirmations: verification.confirmations, threshold, executor, owners })
 * if (built.ok) await walletClient.sendTransaction({ to: safe, data: encodeExecTransaction(tx, built.signatures) })
 */
export function buildExecutionSignatures({
  confirmations,
  threshold,
  executor,
  owners,
}: BuildExecutionSignaturesParameters): BuildExecutionSignaturesReturnType {
  if (confirmations.some((confirmation) => confirmation.status === 'invalid')) {
    return { ok: false, reason: 'A confirmation is invalid; it cannot be executed.' }
  }
  const signatures: SafeSignature[] = []
  for (const check of confirmations) {
    const signer = check.recoveredSigner
    if (check.status !== 'verified' || !signer || !check.data) continue
    if (signatures.some((s) => isAddressEqual(s.signer, signer))) continue
    signatures.push(
      check.contractSignature === undefined
        ? { signer, data: check.data }
        : { signer, data: check.contractSignature, dynamic: true },
    )
  }
  const executorIsOwner = executor && owners.some((o) => isAddressEqual(o as Address, executor))
  const executorSigned = executor && signatures.some((s) => isAddressEqual(s.signer, executor))
  let usesPreValidated = false
  if (signatures.length < threshold && executorIsOwner && !executorSigned) {
    signatures.push({ signer: executor, data: preValidatedSignature(executor) })
    usesPreValidated = true
  }
  if (signatures.length < threshold) {
    const missing = threshold - signatures.length
    const unverified = confirmations.filter((c) => c.status === 'unverified').length
    const why =
      unverified === 0
        ? ''
        : ` ${unverified} listed confirmation${unverified === 1 ? ' is' : 's are'} unverified (not proven on chain: connect your wallet to this chain or pin a verification RPC) and ${unverified === 1 ? 'is' : 'are'} not used.`
    return {
      ok: false,
      reason: `${missing} more verified confirmation${missing === 1 ? ' is' : 's are'} needed before it can be executed.${why}`,
    }
  }
  // Prefer the executor's own approval (already counted) and keep exactly `threshold` signatures.
  const chosen = usesPreValidated
    ? [signatures.at(-1) as SafeSignature, ...signatures.slice(0, threshold - 1)]
    : signatures.slice(0, threshold)
  return { ok: true, signatures: buildSignatureBytes(chosen), usesPreValidated }
}
