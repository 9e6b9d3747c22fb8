import type { SafeTransactionData } from '@assent/core'
import type { NestedApprovalEntry, NestedApprovalResolution } from '@assent/review'
import { decodeCallLocally, findCriticalChanges } from '@assent/review'
import { useMemo } from 'react'
import { HexBox } from '../../../components/HexBox'
import { callTargets } from '../../abi-registry/callTargets'
import { useRegisteredAbis } from '../../abi-registry/useRegisteredAbis'
import { AddressView } from '../../address-book/AddressView'
import { MessageContentView } from '../../messages/MessageContentView'
import type { CurrentSafe } from '../../safe/SafeContext'
import type { TransactionSimulation } from '../simulation/review/useTransactionSimulation'
import { WhatThisDoes } from '../simulation/review/WhatThisDoes'
import { childSafeView } from './childSafeView'
import { DecodedCallView } from './DecodedCallView'
import { useNestedApprovals } from './useNestedApprovals'

/**
 * What the reviewed transaction approves for other Safes (approveHash, or a signed SafeTx /
 * SafeMessage preimage): each approved transaction shown as its own signers see it — proven
 * hash, simulation, decoded call — or, when it cannot be proven, why. The risks and their words
 * are in the review's risk panel (useReviewRisks adds them).
 */
export function NestedApprovalReview({ safe, tx }: { safe: CurrentSafe; tx: SafeTransactionData }) {
  const nested = useNestedApprovals({ safe, tx })
  if (nested.entries.length === 0) return null
  return (
    <section className="tx-section" data-testid="nested-approvals">
      <h3>Approved for another Safe</h3>
      {nested.entries.map((entry, index) => (
        <EntryView
          // biome-ignore lint/suspicious/noArrayIndexKey: the same hash can be approved twice
          key={`${index}-${entry.approval.hash}`}
          entry={entry}
          parent={safe}
          simulation={index === nested.simulatedIndex ? nested.simulated?.simulation : undefined}
        />
      ))}
    </section>
  )
}

function EntryView({
  entry: { approval, resolution },
  parent,
  simulation,
}: {
  entry: NestedApprovalEntry
  parent: CurrentSafe
  simulation: TransactionSimulation | undefined
}) {
  const how =
    approval.kind === 'approveHash'
      ? `approveHash on ${approval.safe}`
      : 'signMessage (SignMessageLib) over an EIP-712 preimage'
  const where =
    approval.path.length > 0 ? `, action ${approval.path.map((i) => i + 1).join('.')}` : ''
  const status = resolution?.status ?? 'loading'
  return (
    <div className="tx-action" data-testid="nested-approval" data-status={status}>
      <p className="muted">
        {how}
        {where}: <span className="mono tx-wrap">{approval.hash}</span>
      </p>
      {!resolution && (
        <p className="muted" aria-busy="true">
          Looking this hash up at the gateway and proving it on chain…
        </p>
      )}
      {resolution?.status === 'unproven' && (
        <div className="tx-danger-box" data-testid="nested-approval-unproven">
          <strong>
            This approves an unknown transaction of{' '}
            {resolution.safe ? `Safe ${resolution.safe}` : 'another Safe'}.
          </strong>
          <p>{resolution.reason}</p>
        </div>
      )}
      {resolution?.status === 'transaction' && (
        <ProvenTransaction parent={parent} proven={resolution} simulation={simulation} />
      )}
      {resolution?.status === 'message' && (
        <>
          <p className="tx-ok-box" data-testid="nested-approval-proven">
            Signs a message of Safe{' '}
            <AddressView address={resolution.safe} chainId={parent.chainId} size={20} full />: its
            hash was recomputed here from the gateway's message with that Safe's domain (chain{' '}
            {parent.chainId}, version {resolution.state.version} read on chain) and matches.
          </p>
          <MessageContentView message={resolution.message} />
        </>
      )}
    </div>
  )
}

function ProvenTransaction({
  parent,
  proven,
  simulation,
}: {
  parent: CurrentSafe
  proven: Extract<NestedApprovalResolution, { status: 'transaction' }>
  simulation: TransactionSimulation | undefined
}) {
  const { tx, safe } = proven
  const child = useMemo(() => childSafeView(parent, proven.state, safe), [parent, proven, safe])
  const registeredAbis = useRegisteredAbis(parent.chainId, callTargets(tx))
  const decoded = useMemo(
    () => decodeCallLocally(tx, safe, [...registeredAbis]),
    [tx, safe, registeredAbis],
  )
  const criticalChanges = useMemo(() => findCriticalChanges(tx, safe), [tx, safe])
  return (
    <>
      <p className="tx-ok-box" data-testid="nested-approval-proven">
        Approves transaction #{tx.nonce.toString()} of Safe{' '}
        <AddressView address={safe} chainId={parent.chainId} size={20} full />: its safeTxHash was
        recomputed here from the gateway's fields with that Safe's domain (chain {parent.chainId},
        version {proven.state.version} read on chain) and matches. This is what it does; any risk it
        carries is listed above with this review's, each with its own word.
      </p>
      {simulation && (
        <WhatThisDoes simulation={simulation} safe={child} criticalChanges={criticalChanges} />
      )}
      <DecodedCallView call={decoded} safe={child} hint={proven.details.txData?.dataDecoded} />
      <details>
        <summary>Raw data ({(tx.data.length - 2) / 2} bytes)</summary>
        <HexBox value={tx.data} label="Copy raw data" testId="nested-raw-data" />
      </details>
    </>
  )
}
