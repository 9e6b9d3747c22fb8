import { type SafeTransactionData, safeTxPreimage } from '@assent/core'
import type { MultisigExecutionDetails } from '@assent/gateway-client'
import type { ConfirmationCheck } from '@assent/review'
import { confirmationNotices } from '@assent/review'
import type { Address } from 'viem'
import { AddressView } from '../../address-book/AddressView'
import type { CurrentSafe } from '../../safe/SafeContext'
import { ContractRefusal } from './ContractRefusal'

const PROOFS = {
  ecdsa: 'signature recovered here',
  'approved-hash': 'approveHash proven on chain',
  eip1271: 'EIP-1271 contract signature proven on chain',
  'eip1271-legacy': 'EIP-1271 contract signature proven on chain',
} as const

/** What kind of confirmation it is, in words: an owner contract's differs from a key's. */
const KINDS = {
  eip712: 'EIP-712 signature',
  eth_sign: 'eth_sign signature',
  approved_hash: 'Approved hash (on chain)',
  contract: 'Contract signature (EIP-1271)',
} as const

/**
 * Who confirmed (names from the address book), each signature's kind (key, approved hash,
 * contract signature of an owner contract) and status as checked here (verified / unverified —
 * not proven on chain / invalid, with the reason), how many VERIFIED owners there are of the
 * threshold, and who is still missing a verified confirmation.
 */
export function ConfirmationsList({
  execution,
  checks,
  safe,
  pending,
  tx,
}: {
  execution: MultisigExecutionDetails
  checks: readonly ConfirmationCheck[] | undefined
  safe: CurrentSafe
  pending: boolean
  /** The transaction as verified here: to ask a refusing owner contract what it answered. */
  tx?: SafeTransactionData
}) {
  const version = safe.safeInfo.version
  const preimage =
    tx && version
      ? safeTxPreimage({
          chainId: BigInt(safe.chainId),
          safeAddress: safe.address,
          safeVersion: version,
          tx,
        })
      : undefined
  const threshold = pending ? safe.safeInfo.threshold : execution.confirmationsRequired
  const verified = checks ? verifiedSignersOf(checks) : undefined
  const notices = checks
    ? confirmationNotices({
        confirmations: checks,
        verifiedSigners: verified ?? [],
        duplicateSigners: checks.flatMap((c) =>
          c.duplicate && (c.recoveredSigner ?? c.namedSigner)
            ? [(c.recoveredSigner ?? c.namedSigner) as Address]
            : [],
        ),
        proposer: pending ? execution.proposer?.value : undefined,
        proposedByDelegate: pending ? execution.proposedByDelegate?.value : undefined,
      })
    : []
  // Until checked, who is missing is the gateway's word; then only verified owners count.
  const confirmed = new Set(
    (verified ?? execution.confirmations.map((c) => c.signer.value)).map((a) => a.toLowerCase()),
  )
  const missing = pending
    ? safe.safeInfo.owners.filter((owner) => !confirmed.has(owner.value.toLowerCase()))
    : []
  return (
    <section className="tx-section" aria-labelledby="confirmations-title">
      <h3 id="confirmations-title">
        Confirmations{' '}
        {verified === undefined ? (
          <span className="badge badge-muted" data-testid="details-confirmations">
            checking {execution.confirmations.length} of {threshold}…
          </span>
        ) : (
          <span
            className={verified.length >= threshold ? 'badge' : 'badge badge-warning'}
            data-testid="details-confirmations"
          >
            {verified.length} of {threshold} verified
          </span>
        )}
        {verified !== undefined && verified.length !== execution.confirmations.length && (
          <span className="muted" data-testid="gateway-confirmations">
            {' '}
            (the gateway lists {execution.confirmations.length})
          </span>
        )}
      </h3>
      {notices.map((notice) => (
        <p
          key={notice.code}
          className="tx-warning-box"
          data-testid="confirmation-notice"
          data-code={notice.code}
        >
          {notice.message}
        </p>
      ))}
      <ul className="list" data-testid="confirmations">
        {execution.confirmations.map((confirmation, index) => {
          const check = checks?.[index]
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a lying gateway may list one signer and signature twice
              key={`${index}-${confirmation.signer.value}`}
              className="list-row"
              data-testid="confirmation"
              data-status={check?.status ?? 'checking'}
            >
              <AddressView
                address={confirmation.signer.value}
                chainId={safe.chainId}
                fallbackName={confirmation.signer.name}
              />
              <span className="muted">{new Date(confirmation.submittedAt).toLocaleString()}</span>
              {check?.kind && (
                <span className="muted" data-testid="confirmation-kind" data-kind={check.kind}>
                  {KINDS[check.kind]}
                </span>
              )}
              <ConfirmationStatusBadge check={check} />
              {check && check.status !== 'verified' && check.reason && (
                // Visible, not only a tooltip: why it does not count (e.g. the owner contract refused it).
                <span className="muted" data-testid="confirmation-reason">
                  {check.reason}
                </span>
              )}
              {check?.kind === 'contract' &&
                check.status === 'invalid' &&
                check.failure === 'refused-on-chain' &&
                preimage && <ContractRefusal check={check} safe={safe} preimage={preimage} />}
              {check?.duplicate && (
                <span className="badge badge-warning" data-testid="duplicate-confirmation">
                  listed twice — counted once
                </span>
              )}
            </li>
          )
        })}
        {missing.map((owner) => (
          <li key={owner.value} className="list-row muted" data-testid="missing-signer">
            <AddressView address={owner.value} chainId={safe.chainId} fallbackName={owner.name} />
            <span>not confirmed yet</span>
          </li>
        ))}
      </ul>
      {execution.executor && (
        <p>
          Executed by <AddressView address={execution.executor.value} chainId={safe.chainId} />
        </p>
      )}
    </section>
  )
}

function ConfirmationStatusBadge({ check }: { check: ConfirmationCheck | undefined }) {
  if (check === undefined) return <span className="badge badge-muted">checking…</span>
  if (check.status === 'verified') {
    return (
      <span
        className="badge"
        data-testid="confirmation-status"
        title={`${check.recoveredSigner} (${check.kind}): ${check.proof ? PROOFS[check.proof] : ''}`}
      >
        verified
      </span>
    )
  }
  if (check.status === 'unverified') {
    return (
      <span className="badge badge-warning" data-testid="confirmation-status" title={check.reason}>
        unverified — not proven on chain
      </span>
    )
  }
  return (
    <span className="badge badge-danger" data-testid="bad-signature" title={check.reason}>
      invalid
    </span>
  )
}

/** Distinct proven signers, in list order. */
function verifiedSignersOf(checks: readonly ConfirmationCheck[]): Address[] {
  const signers: Address[] = []
  for (const check of checks) {
    const signer = check.recoveredSigner
    if (check.status !== 'verified' || !signer) continue
    if (!signers.some((s) => s.toLowerCase() === signer.toLowerCase())) signers.push(signer)
  }
  return signers
}
