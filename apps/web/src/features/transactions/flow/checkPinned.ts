import type { VerificationProblem } from '@assent/review'

/**
 * The answer must be the transaction that was asked for (its id ends in the safeTxHash we then
 * recompute), and must not change while it is on screen.
 */
export function checkPinned({
  requestedTxId,
  answeredTxId,
  localSafeTxHash,
  changedSinceShown,
}: {
  requestedTxId: string
  answeredTxId: string
  localSafeTxHash: string | undefined
  changedSinceShown: boolean
}): VerificationProblem[] {
  const problems: VerificationProblem[] = []
  const requestedHash = requestedTxId.split('_').at(-1)?.toLowerCase()
  if (
    answeredTxId.toLowerCase() !== requestedTxId.toLowerCase() ||
    (localSafeTxHash !== undefined && requestedHash !== localSafeTxHash.toLowerCase())
  ) {
    problems.push({
      code: 'hash-mismatch',
      message:
        'The gateway answered with a different transaction than the one you opened. Do not sign.',
      expected: requestedTxId,
      received: answeredTxId,
    })
  }
  if (changedSinceShown) {
    problems.push({
      code: 'hash-mismatch',
      message:
        'The transaction changed while you were reviewing it. Signing is refused: close this dialog and open the transaction again.',
    })
  }
  return problems
}
