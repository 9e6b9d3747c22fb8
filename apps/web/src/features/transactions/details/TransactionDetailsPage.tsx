import '../transactions.css'
import { decodeSafeCallTree } from '@assent/core'
import { describeTransaction, isDetailsUnavailable } from '@assent/gateway-client'
import {
  assessDelegateCalls,
  assessRefund,
  collectSigningRisks,
  decodeCallLocally,
  findCriticalChanges,
  formatRefund,
} from '@assent/review'
import { useMemo } from 'react'
import { explorerTxUrl } from '../../../chains/explorerUrls'
import { CopyButton } from '../../../components/CopyButton'
import { ErrorState } from '../../../components/ErrorState'
import { ExplorerLink } from '../../../components/ExplorerLink'
import { HexBox } from '../../../components/HexBox'
import { SigningRisksPanel } from '../../../components/SigningRisksPanel'
import { Skeleton } from '../../../components/Skeleton'
import { callTargets } from '../../abi-registry/callTargets'
import { useRegisteredAbis } from '../../abi-registry/useRegisteredAbis'
import { useCurrentSafe } from '../../safe/SafeContext'
import { useLiveSafeTags } from '../cache/useLiveSafeTags'
import { TxStatusBadge } from '../components/TxStatusBadge'
import { useOnChainSafeState } from '../hooks/useOnChainSafeState'
import { useTransactionDetails } from '../hooks/useTransactionDetails'
import { useTransactionVerification } from '../hooks/useTransactionVerification'
import { TxNoteBox } from '../notes/TxNoteBox'
import { DeleteProposalOption } from '../queue/delete/DeleteProposalOption'
import { QueueActions } from '../queue/QueueActions'
import { DecodedCallView } from '../review/DecodedCallView'
import { HashesPanel } from '../review/HashesPanel'
import { OnChainStateNotice } from '../review/OnChainStateNotice'
import { VerificationAlert } from '../review/VerificationAlert'
import { ConfirmationsList } from './ConfirmationsList'
import { ExportEvidenceButton } from './ExportEvidenceButton'
import { TransferSummary } from './TransferSummary'

/** `/transactions/tx?id=…`: one transaction, decoded and verified in the browser. Shareable. */
export function TransactionDetailsPage({ id }: { id: string | undefined }) {
  const safe = useCurrentSafe()
  useLiveSafeTags()
  const details = useTransactionDetails(safe.chainId, id)
  const isMultisig = details.data?.detailedExecutionInfo?.type === 'MULTISIG'
  // An execution known only by its event has no fields to verify (the gateway sends none).
  const unavailable = details.data ? isDetailsUnavailable(details.data.txInfo) : false
  const verification = useTransactionVerification(
    safe,
    isMultisig && !unavailable ? details.data : undefined,
  )
  const chainState = useOnChainSafeState(safe)
  const tx = verification.data?.tx
  const tree = useMemo(() => (tx ? decodeSafeCallTree(tx) : undefined), [tx])
  const targets = useMemo(() => (tree ? callTargets(tree) : []), [tree])
  // ABIs the user attached to this call's contracts (Settings → Contract ABIs).
  const registeredAbis = useRegisteredAbis(safe.chainId, targets)
  const decoded = useMemo(
    () => (tree ? decodeCallLocally(tree, safe.address, registeredAbis) : undefined),
    [tree, safe.address, registeredAbis],
  )
  const criticalChanges = useMemo(
    () => (tx ? findCriticalChanges(tx, safe.address) : []),
    [tx, safe.address],
  )
  const native = safe.chain.nativeCurrency
  // The same risks a signer must acknowledge, shown here without the inputs.
  const risks = useMemo(() => {
    if (!tx) return []
    const refund = assessRefund(tx)
    return collectSigningRisks({
      delegateCalls: assessDelegateCalls(tx),
      refund,
      refundText: formatRefund(refund, native, undefined),
    })
  }, [tx, native])

  if (!id)
    return <ErrorState title="No transaction selected" message="The link has no transaction id." />
  if (details.isError) {
    return (
      <ErrorState
        title="The transaction could not be loaded"
        message={details.error.message}
        onRetry={() => details.refetch()}
      />
    )
  }
  if (!details.data) {
    return (
      <section className="page" aria-busy="true">
        <Skeleton width="50%" height="2rem" />
        <Skeleton height="10rem" />
      </section>
    )
  }
  const data = details.data
  const execution =
    data.detailedExecutionInfo?.type === 'MULTISIG' ? data.detailedExecutionInfo : undefined
  const pending = data.txStatus.startsWith('AWAITING')
  const txUrl = data.txHash ? explorerTxUrl(safe.chain, data.txHash) : undefined

  return (
    <section className="page" aria-labelledby="tx-title" data-testid="tx-details">
      <div className="page-header">
        <h1 id="tx-title">
          {describeTransaction(data.txInfo, safe.chain)}
          {execution && <span className="muted"> #{execution.nonce}</span>}
        </h1>
        <TxStatusBadge status={data.txStatus} />
      </div>
      {pending && execution && (
        <div className="actions" data-testid="details-actions">
          <QueueActions
            transaction={{
              id: data.txId,
              timestamp: execution.submittedAt,
              txStatus: data.txStatus,
              txInfo: data.txInfo,
              executionInfo: {
                type: 'MULTISIG',
                nonce: execution.nonce,
                confirmationsRequired: execution.confirmationsRequired,
                confirmationsSubmitted: execution.confirmations.length,
                missingSigners: safe.safeInfo.owners.filter(
                  (o) =>
                    !execution.confirmations.some(
                      (c) => c.signer.value.toLowerCase() === o.value.toLowerCase(),
                    ),
                ),
              },
            }}
            isNext={execution.nonce === safe.safeInfo.nonce}
          />
          <DeleteProposalOption
            details={data}
            localSafeTxHash={verification.data?.localSafeTxHash}
            verifying={verification.isPending}
          />
        </div>
      )}
      {unavailable && (
        <p className="muted" data-testid="details-unavailable">
          The gateway saw this transaction executed but could not read what it did: it was sent
          through a contract and the gateway's RPC offers no call tracing. Nonce, status, safeTxHash
          and transaction hash are known; open the transaction on the explorer for the rest.
        </p>
      )}
      {verification.data && <VerificationAlert problems={verification.data.problems} />}
      {pending && <VerificationAlert problems={chainState.problems ?? []} />}
      {pending && <OnChainStateNotice result={chainState} />}
      {verification.data?.ok && (
        <p
          className="tx-ok-box"
          data-testid="verification-ok"
          data-all-confirmations={String(verification.data.allConfirmationsVerified)}
        >
          Verified here: the safeTxHash matches the transaction's fields
          {verification.data.allConfirmationsVerified
            ? ' and every confirmation was proven to be from an owner.'
            : '.'}
        </p>
      )}
      {data.safeAppInfo && (
        <p className="muted">
          Proposed through the app {data.safeAppInfo.name} ({data.safeAppInfo.url})
        </p>
      )}
      <TxNoteBox note={data.note} />
      <div className="card">
        <TransferSummary details={data} safe={safe} />
        <dl className="tx-kv tx-section">
          {execution && (
            <>
              <dt>Submitted</dt>
              <dd data-testid="submitted-at">{new Date(execution.submittedAt).toLocaleString()}</dd>
            </>
          )}
          {data.executedAt && (
            <>
              <dt>Executed</dt>
              <dd data-testid="executed-at">{new Date(data.executedAt).toLocaleString()}</dd>
            </>
          )}
          {data.txHash && (
            <>
              <dt>Transaction hash</dt>
              <dd className="mono" data-testid="tx-hash">
                {data.txHash} <CopyButton value={data.txHash} label="Copy transaction hash" />
                <ExplorerLink href={txUrl} label="View transaction on the explorer" />
              </dd>
            </>
          )}
        </dl>
      </div>
      {criticalChanges.some((change) => change.area === 'owners') && (
        <div className="tx-warning-box" data-testid="owner-changes">
          <h3>Owner change</h3>
          <ul>
            {criticalChanges
              .filter((change) => change.area === 'owners')
              .map((change) => (
                <li key={`${change.kind}-${change.path.join('.')}`}>{change.title}</li>
              ))}
          </ul>
        </div>
      )}
      {criticalChanges.some((change) => change.area === 'control') && (
        <div className="tx-danger-box" data-testid="critical-changes">
          <h3>Critical change</h3>
          <ul>
            {criticalChanges
              .filter((change) => change.area === 'control')
              .map((change) => (
                <li key={`${change.kind}-${change.path.join('.')}`} className="tx-critical">
                  {change.title}
                </li>
              ))}
          </ul>
        </div>
      )}
      <SigningRisksPanel risks={risks} />
      {decoded && (
        <div className="card tx-section">
          <h2>Call (decoded here)</h2>
          <DecodedCallView call={decoded} safe={safe} hint={data.txData?.dataDecoded} />
          <h3>Raw data</h3>
          <HexBox value={tx?.data ?? ''} label="Copy raw data" testId="raw-data" />
        </div>
      )}
      {/* Without details the signatures are unknown too: no list that would stay "checking". */}
      {execution && !unavailable && (
        <div className="card">
          <ConfirmationsList
            execution={execution}
            checks={verification.data?.confirmations}
            safe={safe}
            pending={pending}
            tx={tx}
          />
        </div>
      )}
      {verification.data?.localSafeTxHash &&
        verification.data.domainHash &&
        verification.data.messageHash && (
          <div className="card">
            <HashesPanel
              domainHash={verification.data.domainHash}
              messageHash={verification.data.messageHash}
              safeTxHash={verification.data.localSafeTxHash}
              safeVersion={safe.safeInfo.version ?? 'unknown'}
            />
            {pending && (
              <ExportEvidenceButton safe={safe} safeTxHash={verification.data.localSafeTxHash} />
            )}
          </div>
        )}
    </section>
  )
}
