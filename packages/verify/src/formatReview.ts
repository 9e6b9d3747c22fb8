import type { ConfirmationCheck, LocalCall } from '@assent/review'
import { formatEther } from 'viem'
import type { SafeTransactionReview } from './reviewSafeTransaction'

/** Parameters of `formatReview`: the review, and how the Safe was named on the command line. */
export type FormatReviewParameters = { review: SafeTransactionReview; safeName: string }

/** What `formatReview` answers: the text to print, one line per fact. */
export type FormatReviewReturnType = string

const OPERATION = ['CALL', 'DELEGATECALL']

/**
 * The review as a person reads it in a terminal: the hashes to compare with the device first,
 * then the decoded call, the confirmations, the Safe's state against the gateway's, the
 * simulation, the findings and the verdict last.
 * @example process.stdout.write(formatReview({ review, safeName: 'eth:0x…' }))
 */
export function formatReview({ review, safeName }: FormatReviewParameters): FormatReviewReturnType {
  const { hashes, tx, chainState, verification } = review
  const lines: string[] = [
    `Safe ${safeName} (chain ${review.chainId}), transaction nonce ${tx.nonce}`,
    '',
    'Hashes, computed here (a Ledger shows the domain and message hash):',
    `  Domain hash   ${hashes.domainHash}`,
    `  Message hash  ${hashes.messageHash}`,
    `  safeTxHash    ${hashes.safeTxHash}`,
    `  gateway says  ${hashes.gatewaySafeTxHash ?? '(none)'}${
      hashes.gatewaySafeTxHash?.toLowerCase() === hashes.safeTxHash ? ' (matches)' : ' (DIFFERS)'
    }`,
    '',
    'Call, decoded here:',
    ...describeCall(review.call, '  '),
    `  safeTxGas ${tx.safeTxGas}, baseGas ${tx.baseGas}, gasPrice ${tx.gasPrice}, gasToken ${tx.gasToken}, refundReceiver ${tx.refundReceiver}`,
    '',
    `Confirmations: ${verification.verifiedSigners.length} verified of threshold ${chainState.threshold}`,
    ...(verification.confirmations.length === 0 ? ['  (none)'] : []),
    ...verification.confirmations.map(describeConfirmation),
    '',
    `On-chain state at block ${chainState.blockNumber}:`,
    `  owners     ${chainState.owners.join(', ')}`,
    `  threshold  ${chainState.threshold}`,
    `  nonce      ${chainState.nonce}`,
    `  version    ${chainState.version ?? '(unknown)'}`,
    `  singleton  ${chainState.singleton}`,
    `  modules    ${chainState.modules.join(', ') || '(none)'}`,
    `  guard      ${chainState.guard ?? '(none)'}`,
    `  fallback   ${chainState.fallbackHandler ?? '(none)'}`,
    '',
    ...describeSimulation(review),
    '',
    `Problems: ${review.problems.length === 0 ? 'none' : review.problems.length}`,
    ...review.problems.flatMap((problem) => [
      `  ✗ ${problem.message}`,
      ...(problem.expected !== undefined ? [`      expected: ${problem.expected}`] : []),
      ...(problem.received !== undefined ? [`      received: ${problem.received}`] : []),
    ]),
    `Findings: ${review.findings.length === 0 ? 'none' : review.findings.length}`,
    ...review.findings.flatMap((finding) => [
      `  ! [${finding.source}] ${finding.title} (critical: the web review asks to type "${finding.word}")`,
      ...finding.items.map((item) => `      ${item}`),
    ]),
    ...verification.notices.map((notice) => `  note: ${notice.message}`),
    ...review.notices.map((notice) => `  ${notice.level}: ${notice.text}`),
    '',
    review.blockers.length === 0
      ? 'Verdict: no mismatch and no critical finding.'
      : `Verdict: DO NOT SIGN without resolving: ${review.blockers.join(' ')}`,
  ]
  return `${lines.join('\n')}\n`
}

function describeCall(call: LocalCall, indent: string): string[] {
  const head = `${indent}${OPERATION[call.operation] ?? `operation ${call.operation}`} ${call.to} value ${formatEther(call.value)} native`
  const method = call.method
    ? `${indent}  ${call.method}(${call.params.map((param) => `${param.name}: ${param.value}`).join(', ')})`
    : `${indent}  data ${call.data === '0x' ? '(none)' : `${call.data} (not decoded)`}`
  return [
    head,
    method,
    ...call.problems.map((problem) => `${indent}  problem: ${problem.message}`),
    ...(call.actions ?? []).flatMap((action, index) => [
      `${indent}  action ${index + 1}:`,
      ...describeCall(action, `${indent}    `),
    ]),
  ]
}

function describeConfirmation(check: ConfirmationCheck): string {
  const mark = check.status === 'verified' ? '✓' : check.status === 'invalid' ? '✗' : '?'
  const how = check.proof ? ` (${check.proof})` : ''
  const why = check.reason ? `: ${check.reason}` : ''
  const duplicate = check.duplicate ? ' (listed twice: counted once)' : ''
  return `  ${mark} ${check.claimedSigner} ${check.status}${how}${why}${duplicate}`
}

function describeSimulation(review: SafeTransactionReview): string[] {
  if ('unavailable' in review.simulation) {
    return [`Simulation: unavailable (${review.simulation.unavailable})`]
  }
  const { run, assetChanges, approvals, settings } = review.simulation.report
  return [
    `Simulation (${run.mode} at block ${run.blockNumber}): ${run.outcome}${
      run.revertReason ? ` (${run.revertReason})` : ''
    }`,
    ...assetChanges.map(
      (change) =>
        `  ${change.direction === 'out' ? 'sends' : 'receives'} ${
          change.kind === 'native'
            ? `${formatEther(change.amount)} native`
            : change.kind === 'erc20'
              ? `${change.amount} base units of ${change.token}`
              : `token ${change.tokenId} of ${change.token}`
        } ${change.direction === 'out' ? 'to' : 'from'} ${change.counterparty}`,
    ),
    ...approvals.map((approval) => `  approves ${approval.spender} on ${approval.token}`),
    ...(settings ?? []).map(
      (change) => `  changes the Safe's ${change.field}: ${change.before} → ${change.after}`,
    ),
    ...(assetChanges.length + approvals.length + (settings?.length ?? 0) === 0
      ? ['  moves no asset and changes no setting']
      : []),
  ]
}
