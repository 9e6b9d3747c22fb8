import type { SafeTransactionData } from '@assent/core'
import type { DataDecoded } from '@assent/gateway-client'
import type { CriticalChange, OwnerChangeSummary, SigningRisk } from '@assent/review'
import { decodeCallLocally, typedDataFields } from '@assent/review'
import { useMemo } from 'react'
import type { Abi } from 'viem'
import { HexBox } from '../../../components/HexBox'
import { SigningRisksPanel } from '../../../components/SigningRisksPanel'
import { callTargets } from '../../abi-registry/callTargets'
import { useRegisteredAbis } from '../../abi-registry/useRegisteredAbis'
import type { CurrentSafe } from '../../safe/SafeContext'
import type { TransactionSimulation } from '../simulation/review/useTransactionSimulation'
import { WhatThisDoes } from '../simulation/review/WhatThisDoes'
import { DecodedCallView } from './DecodedCallView'
import { HashesPanel } from './HashesPanel'
import { NestedApprovalReview } from './NestedApprovalReview'
import { TypedDataTable } from './TypedDataTable'

/**
 * Everything a signer needs to decide, computed locally from the ten SafeTx fields: the
 * warnings, what the transaction does (simulated), the decoded call, the EIP-712 fields and the
 * hashes.
 */
export function TransactionReview({
  safe,
  tx,
  hashes,
  hint,
  extraAbis,
  criticalChanges,
  ownerSummary,
  risks,
  acknowledgements,
  onAcknowledge,
  simulation,
}: {
  safe: CurrentSafe
  tx: SafeTransactionData
  hashes: { domainHash: string; messageHash: string; safeTxHash: string }
  hint?: DataDecoded | null
  extraAbis?: readonly Abi[]
  criticalChanges: readonly CriticalChange[]
  /** An owner change the signer built in Settings: shown plainly, no word to type. */
  ownerSummary?: OwnerChangeSummary
  /** What needs a typed acknowledgement before the sign button arms. */
  risks: readonly SigningRisk[]
  acknowledgements: Readonly<Record<string, string>>
  onAcknowledge: (id: SigningRisk['id'], typed: string) => void
  /** The simulation's result, shown as "What this does" above the raw call. */
  simulation?: TransactionSimulation
}) {
  const version = safe.safeInfo.version ?? 'unknown'
  // ABIs the user attached to the called contracts (Settings → Contract ABIs) decode too.
  const registeredAbis = useRegisteredAbis(safe.chainId, callTargets(tx))
  const decoded = useMemo(
    () => decodeCallLocally(tx, safe.address, [...(extraAbis ?? []), ...registeredAbis]),
    [tx, safe.address, extraAbis, registeredAbis],
  )
  const fields = useMemo(
    () =>
      typedDataFields({
        chainId: BigInt(safe.chainId),
        safeAddress: safe.address,
        safeVersion: version,
        tx,
      }),
    [tx, safe.chainId, safe.address, version],
  )
  // Owner changes are shown with the owners they leave (a risk box, or the summary below).
  const controlChanges = criticalChanges.filter((change) => change.area === 'control')
  return (
    <div data-testid="transaction-review">
      {ownerSummary && (
        <div className="tx-warning-box" data-testid="owner-change-summary">
          <h3>Owner change</h3>
          <ul>
            {[...ownerSummary.changes, ...ownerSummary.after].map((line) => (
              <li key={line} className="mono tx-wrap">
                {line}
              </li>
            ))}
          </ul>
          <p>Co-signers see this change as a Safe-control risk and type a word to sign it.</p>
        </div>
      )}
      {controlChanges.length > 0 && (
        <div className="tx-danger-box" data-testid="critical-changes">
          <h3>Critical change</h3>
          <ul>
            {controlChanges.map((change) => (
              <li key={`${change.kind}-${change.path.join('.')}`} className="tx-critical">
                {change.title}
                {change.path.length > 0 && ` (action ${change.path.map((i) => i + 1).join('.')})`}
              </li>
            ))}
          </ul>
          <p>Whoever controls these settings can take the Safe's funds. Be sure of the address.</p>
        </div>
      )}
      <SigningRisksPanel
        risks={risks}
        acknowledgements={acknowledgements}
        onAcknowledge={onAcknowledge}
      />
      {simulation && (
        <WhatThisDoes simulation={simulation} safe={safe} criticalChanges={criticalChanges} />
      )}
      <section className="tx-section">
        <h3>Call</h3>
        <DecodedCallView call={decoded} safe={safe} hint={hint} />
        <details>
          <summary>Raw data ({(tx.data.length - 2) / 2} bytes)</summary>
          <HexBox value={tx.data} label="Copy raw data" testId="raw-data" />
        </details>
      </section>
      <NestedApprovalReview safe={safe} tx={tx} />
      <TypedDataTable fields={fields} />
      <HashesPanel {...hashes} safeVersion={version} />
    </div>
  )
}
