import { SAFE_MIGRATION_1_4_1 } from '@assent/core'
import { DELEGATECALL_ACK_WORD, type DelegateCallAssessment } from './assessDelegateCalls'
import type { RefundAssessment } from './assessRefund'
import type { SigningRisk } from './signingRisk'

/** What a delegate-call target is, when this wallet knows it without trusting it blindly. */
function describeTarget(to: string): string {
  // The official upgrade is still a singleton change: named, but acknowledged like the rest.
  return to.toLowerCase() === SAFE_MIGRATION_1_4_1.toLowerCase()
    ? " — SafeMigration 1.4.1, Safe's official upgrade contract: it replaces this Safe's singleton"
    : ''
}

/** Parameters of `collectSigningRisks`: what the local checks found. */
export type CollectSigningRisksParameters = {
  delegateCalls: DelegateCallAssessment
  refund?: RefundAssessment
  /** The refund ceiling in words (`formatRefund`). */
  refundText?: string
  /** Why the Safe's on-chain state could not be checked, when it could not. */
  unverifiedState?: string
}

/** What `collectSigningRisks` answers: the risks, in the order they are shown. */
export type CollectSigningRisksReturnType = SigningRisk[]

/**
 * The risks of one review, in the order they are shown.
 * @example
 * const risks = collectSigningRisks({ delegateCalls: assessDelegateCalls(tx), refund: assessRefund(tx) })
 */
export function collectSigningRisks({
  delegateCalls,
  refund,
  refundText,
  unverifiedState,
}: CollectSigningRisksParameters): CollectSigningRisksReturnType {
  const risks: SigningRisk[] = []
  if (delegateCalls.needsAcknowledgement) {
    risks.push({
      id: 'delegatecall',
      word: DELEGATECALL_ACK_WORD,
      title: 'Delegate call to unknown code',
      explanation:
        "This transaction lets code that is not one of the Safe's own libraries run with the Safe's storage, or contains a batch that cannot be decoded exactly as the chain will run it. It can change the owners, the implementation, or take every asset. This is how the Bybit Safe was drained. Only continue if you audited the target.",
      items: [
        ...delegateCalls.findings
          .filter((finding) => !finding.known)
          .map(
            (finding) => `${finding.to}${describeTarget(finding.to)}${describePath(finding.path)}`,
          ),
        ...(delegateCalls.decodeProblems ?? []).map(
          (problem) => `${problem.message}${describePath(problem.path)}`,
        ),
      ],
    })
  }
  if (refund?.hasRefundFields) {
    const receiver =
      refund.receiver === 'executor'
        ? 'whoever executes it (refundReceiver is empty: the Safe pays tx.origin)'
        : refund.receiver
    risks.push({
      id: 'refund',
      word: 'refund',
      title: 'Pays a gas refund out of the Safe',
      explanation: refund.pays
        ? 'When this transaction is executed the Safe pays a gas refund to the receiver below, whether the call succeeds or not. Assent never sets these fields; a proposer who did may be draining the Safe behind a harmless-looking call.'
        : 'The gas refund fields are not empty, but gasPrice is 0, so nothing is paid. Assent never sets these fields: ask the proposer why they are there.',
      items: [`Refund: ${refundText ?? 'unknown amount'}`, `Paid to: ${receiver}`],
    })
  }
  if (unverifiedState) {
    risks.push({
      id: 'unverified-state',
      word: 'unverified',
      title: "The Safe's on-chain state is unverified",
      explanation: `${unverifiedState} Owners, threshold, nonce, modules and implementation are then only the gateway's word.`,
      items: [],
    })
  }
  return risks
}

function describePath(path: readonly number[]): string {
  return path.length > 0 ? ` (action ${path.map((index) => index + 1).join('.')})` : ''
}
