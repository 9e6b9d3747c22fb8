import type { MultisigExecutionDetails } from '@assent/gateway-client'
import { AddressView } from '../../../components/AddressView'
import type { CurrentSafe } from '../../safe/SafeContext'
import type { ConfirmationCheck } from '../verification/verifyTransaction'

/**
 * Who confirmed (names from the address book), each signature checked here, and who is still
 * missing.
 */
export function ConfirmationsList({
  execution,
  checks,
  safe,
  pending,
}: {
  execution: MultisigExecutionDetails
  checks: readonly ConfirmationCheck[] | undefined
  safe: CurrentSafe
  pending: boolean
}) {
  const confirmed = new Set(execution.confirmations.map((c) => c.signer.value.toLowerCase()))
  const missing = pending
    ? safe.safeInfo.owners.filter((owner) => !confirmed.has(owner.value.toLowerCase()))
    : []
  return (
    <section className="tx-section" aria-labelledby="confirmations-title">
      <h3 id="confirmations-title">
        Confirmations{' '}
        <span className="badge" data-testid="details-confirmations">
          {execution.confirmations.length} of {execution.confirmationsRequired}
        </span>
      </h3>
      <ul className="list" data-testid="confirmations">
        {execution.confirmations.map((confirmation, index) => {
          const check = checks?.[index]
          return (
            <li key={confirmation.signer.value} className="list-row">
              <AddressView
                address={confirmation.signer.value}
                chainId={safe.chainId}
                fallbackName={confirmation.signer.name}
              />
              <span className="muted">{new Date(confirmation.submittedAt).toLocaleString()}</span>
              {check === undefined ? (
                <span className="badge badge-muted">checking…</span>
              ) : check.valid ? (
                <span
                  className="badge"
                  title={`Recovered ${check.recoveredSigner} (${check.kind})`}
                >
                  signature verified
                </span>
              ) : (
                <span className="badge badge-danger" data-testid="bad-signature">
                  invalid signature
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
