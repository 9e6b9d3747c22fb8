import { buildSignatureBytes, preValidatedSignature, type SafeSignature } from '@assent/core'
import { type Address, type Hex, isAddressEqual, size } from 'viem'
import type { ConfirmationCheck } from '../verification/verifyTransaction'

export type ExecutionSignatures =
  | { ok: true; signatures: Hex; usesPreValidated: boolean }
  | { ok: false; reason: string }

/**
 * The `signatures` argument of execTransaction from verified confirmations: at most `threshold`
 * of them, plus the executor's own approval as a pre-validated signature (r = owner, v = 1,
 * accepted because the executor is msg.sender) when they are an owner who has not signed.
 * Sorted by signer as the Safe requires.
 */
export function buildExecutionSignatures({
  confirmations,
  threshold,
  executor,
  owners,
}: {
  confirmations: readonly ConfirmationCheck[]
  threshold: number
  executor: Address | undefined
  owners: readonly string[]
}): ExecutionSignatures {
  if (confirmations.some((confirmation) => !confirmation.valid)) {
    return { ok: false, reason: 'A confirmation could not be verified; it cannot be executed.' }
  }
  const signatures: SafeSignature[] = confirmations.flatMap((c) =>
    c.recoveredSigner && c.signature
      ? [{ signer: c.recoveredSigner, data: c.signature, dynamic: size(c.signature) > 65 }]
      : [],
  )
  const executorIsOwner = executor && owners.some((o) => isAddressEqual(o as Address, executor))
  const executorSigned = executor && signatures.some((s) => isAddressEqual(s.signer, executor))
  let usesPreValidated = false
  if (signatures.length < threshold && executorIsOwner && !executorSigned) {
    signatures.push({ signer: executor, data: preValidatedSignature(executor) })
    usesPreValidated = true
  }
  if (signatures.length < threshold) {
    const missing = threshold - signatures.length
    return {
      ok: false,
      reason: `${missing} more confirmation${missing === 1 ? ' is' : 's are'} needed before it can be executed.`,
    }
  }
  // Prefer the executor's own approval (already counted) and keep exactly `threshold` signatures.
  const chosen = usesPreValidated
    ? [signatures.at(-1) as SafeSignature, ...signatures.slice(0, threshold - 1)]
    : signatures.slice(0, threshold)
  return { ok: true, signatures: buildSignatureBytes(chosen), usesPreValidated }
}
