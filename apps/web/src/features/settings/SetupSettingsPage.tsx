import { AddressView } from '../address-book/AddressView'
import { RequireSafe } from '../safe/RequireSafe'
import { useCurrentSafe } from '../safe/SafeContext'
import { TransactionFlowHost } from '../transactions/flow/TransactionFlowHost'
import { AddNetworkSection } from './add-network/AddNetworkSection'
import { ProposersSection } from './proposers/ProposersSection'
import { UpgradeSafeSection } from './upgrade/UpgradeSafeSection'

const versionStates: Record<string, { label: string; className: string }> = {
  UP_TO_DATE: { label: 'Latest version', className: 'badge' },
  OUTDATED: { label: 'Update available', className: 'badge badge-warning' },
  UNKNOWN: { label: 'Unknown contract', className: 'badge badge-danger' },
}

/** /settings/setup: owners (with address book names), proposers, threshold, nonce, version. */
export function SetupSettingsPage() {
  return (
    <RequireSafe>
      <SafeSetup />
      {/* Settings sit outside the Safe layout: the upgrade's transaction flow opens here. */}
      <TransactionFlowHost />
    </RequireSafe>
  )
}

function SafeSetup() {
  const { safeInfo, chainId, chain, address } = useCurrentSafe()
  const state = versionStates[safeInfo.implementationVersionState] ?? versionStates.UNKNOWN
  return (
    <>
      <section className="card" aria-labelledby="owners-title" data-testid="settings-owners">
        <div className="card-header">
          <h2 id="owners-title">Owners</h2>
          <span className="muted">{safeInfo.owners.length} owner(s)</span>
        </div>
        <ul className="list">
          {safeInfo.owners.map((owner) => (
            <li key={owner.value} className="list-row">
              <AddressView address={owner.value} chainId={chainId} fallbackName={owner.name} full />
            </li>
          ))}
        </ul>
      </section>
      <ProposersSection />
      <AddNetworkSection />
      <div className="grid-3">
        <section className="card stat" aria-labelledby="threshold-title">
          <h2 id="threshold-title" className="stat-label">
            Required confirmations
          </h2>
          <span className="stat-value" data-testid="settings-threshold">
            {safeInfo.threshold} out of {safeInfo.owners.length}
          </span>
        </section>
        <section className="card stat" aria-labelledby="nonce-title">
          <h2 id="nonce-title" className="stat-label">
            Nonce
          </h2>
          <span className="stat-value">{safeInfo.nonce}</span>
        </section>
        <section className="card stat" aria-labelledby="version-title">
          <h2 id="version-title" className="stat-label">
            Contract version
          </h2>
          <span className="stat-value">{safeInfo.version ?? 'Unknown'}</span>
          {state && <span className={state.className}>{state.label}</span>}
        </section>
      </div>
      <UpgradeSafeSection
        implementation={safeInfo.implementation.value}
        safeAddress={address}
        chainId={chainId}
        networkIsL2={chain.l2}
      />
      <section className="card" aria-labelledby="implementation-title">
        <h2 id="implementation-title">Implementation</h2>
        <AddressView
          address={safeInfo.implementation.value}
          chainId={chainId}
          fallbackName={safeInfo.implementation.name}
          full
        />
      </section>
    </>
  )
}
