import '../../transactions.css'
import { deleteRequestTotp, deleteRequestTypedData } from '@assent/core'
import type { TransactionDetails } from '@assent/gateway-client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { type Address, type Hex, hashTypedData } from 'viem'
import { useConfig } from 'wagmi'
import { signTypedData } from 'wagmi/actions'
import { ErrorState } from '../../../../components/ErrorState'
import { Modal } from '../../../../components/Modal'
import { FlowErrorBox } from '../../../../components/SignProblems'
import { Skeleton } from '../../../../components/Skeleton'
import { useGateway } from '../../../../kernel/GatewayProvider'
import { notify } from '../../../../kernel/notifications/notify'
import { describeSignStepFailure } from '../../../../wallet/signAndProve'
import { useCurrentSafe } from '../../../safe/SafeContext'
import { checkPinned } from '../../flow/checkPinned'
import { useTransactionDetails } from '../../hooks/useTransactionDetails'
import { useTransactionVerification } from '../../hooks/useTransactionVerification'
import { openTransactionFlow } from '../../request/transactionFlowStore'
import { deleteProposalMutationOptions } from './deleteProposalMutationOptions'
import { useProposalDeletionCheck } from './useProposalDeletionCheck'

const ignoreRejection = () => {}

/**
 * The proposer deletes their own proposal: the details loaded afresh and checked again
 * (checkProposalDeletion on the safeTxHash recomputed here), what the empty nonce does to the
 * queue, the rejection offered where it is the better way, and the exact DeleteRequest the
 * wallet signs with its EIP-712 hash computed here. The hour it is signed for is pinned when
 * the dialog opens. Loaded with the wallet stack, in a chunk of its own.
 */
export default function DeleteProposalDialog({
  txId,
  account,
  onClose,
}: {
  txId: string
  account: Address
  onClose: () => void
}) {
  const safe = useCurrentSafe()
  const details = useTransactionDetails(safe.chainId, txId, { fresh: true })
  const verification = useTransactionVerification(safe, details.data)
  const title = 'Delete this proposal'
  if (details.isError) {
    return (
      <Modal title={title} onClose={onClose} wide testId="delete-proposal-dialog">
        <ErrorState title="The transaction could not be loaded" message={details.error.message} />
      </Modal>
    )
  }
  if (!details.data || !verification.data) {
    return (
      <Modal title={title} onClose={onClose} wide testId="delete-proposal-dialog">
        <div aria-busy="true">
          <Skeleton height="2rem" />
          <Skeleton height="8rem" />
        </div>
      </Modal>
    )
  }
  return (
    <Modal title={title} onClose={onClose} wide testId="delete-proposal-dialog">
      <DeleteProposalReview
        requestedTxId={txId}
        details={details.data}
        localSafeTxHash={verification.data.localSafeTxHash}
        account={account}
        onClose={onClose}
      />
    </Modal>
  )
}

function DeleteProposalReview({
  requestedTxId,
  details,
  localSafeTxHash,
  account,
  onClose,
}: {
  requestedTxId: string
  details: TransactionDetails
  localSafeTxHash: Hex | undefined
  account: Address
  onClose: () => void
}) {
  const safe = useCurrentSafe()
  const gateway = useGateway()
  const config = useConfig()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [totp] = useState(() => deleteRequestTotp(Date.now()))
  const [phase, setPhase] = useState<'signing' | 'sending'>('signing')
  const check = useProposalDeletionCheck(details, account, localSafeTxHash)
  // The hash deleted is the one first shown: a refetch that changes it refuses instead.
  const [shownHash, setShownHash] = useState<Hex | undefined>(undefined)
  const okHash = check.ok ? check.safeTxHash : undefined
  useEffect(() => {
    if (okHash && shownHash === undefined) setShownHash(okHash)
  }, [okHash, shownHash])
  const pinProblems = checkPinned({
    requestedTxId,
    answeredTxId: details.txId,
    localSafeTxHash,
    changedSinceShown: shownHash !== undefined && okHash !== undefined && okHash !== shownHash,
  })
  const request =
    check.ok && pinProblems.length === 0
      ? { chainId: safe.chainId, safeAddress: safe.address, safeTxHash: check.safeTxHash, totp }
      : undefined
  const typedData = request
    ? deleteRequestTypedData({ ...request, chainId: Number(request.chainId) })
    : undefined
  const requestHash = typedData ? hashTypedData(typedData) : undefined

  const remove = useMutation(
    deleteProposalMutationOptions({
      queryClient,
      gateway,
      signTypedData: (data) => signTypedData(config, data),
      onSigned: () => setPhase('sending'),
      onSuccess: () => {
        notify({ kind: 'success', title: 'Proposal deleted' })
        onClose()
        void navigate({ to: '/transactions/queue', search: { safe: safe.safeParam } })
      },
    }),
  )
  const error = remove.error
    ? describeSignStepFailure(remove.error, 'The proposal was not deleted')
    : null

  function replaceWithRejection(nonce: number) {
    onClose()
    openTransactionFlow({ kind: 'reject', nonce }).catch(ignoreRejection)
  }

  if (!check.ok || pinProblems.length > 0) {
    return (
      <div>
        <p className="tx-danger-box" role="alert" data-testid="delete-refusal-dialog">
          {check.ok ? pinProblems.map((problem) => problem.message).join(' ') : check.reason}
        </p>
        <div className="modal-footer">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    )
  }

  return (
    <div>
      <p>
        Deleting takes proposal #{check.nonce} off the gateway's queue. Nothing happens on chain:
        you sign a request that only the proposer can make, valid this hour and the next.
      </p>
      <p
        className={check.effect === 'gap' ? 'tx-warning-box' : 'muted'}
        data-testid="delete-consequence"
        data-effect={check.effect}
      >
        {check.consequence}
      </p>
      {typedData && requestHash && (
        <section className="tx-section" aria-labelledby="delete-request-title">
          <h3 id="delete-request-title">
            What your wallet will ask you to sign (EIP-712 DeleteRequest)
          </h3>
          <dl className="tx-kv">
            <dt>domain.name</dt>
            <dd>{typedData.domain.name}</dd>
            <dt>domain.version</dt>
            <dd>{typedData.domain.version}</dd>
            <dt>domain.chainId</dt>
            <dd>{typedData.domain.chainId}</dd>
            <dt>domain.verifyingContract</dt>
            <dd className="mono">{typedData.domain.verifyingContract}</dd>
            <dt>safeTxHash (recomputed here)</dt>
            <dd className="mono" data-testid="delete-safe-tx-hash">
              {typedData.message.safeTxHash}
            </dd>
            <dt>totp (hour since 1970)</dt>
            <dd>{typedData.message.totp.toString()}</dd>
            <dt>EIP-712 hash (computed here)</dt>
            <dd className="mono" data-testid="delete-request-hash">
              {requestHash}
            </dd>
          </dl>
        </section>
      )}
      <FlowErrorBox error={error} />
      <div className="modal-footer">
        <button type="button" className="button" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </button>
        {check.suggestRejection && (
          <button
            type="button"
            className="button button-primary"
            data-testid="delete-offer-rejection"
            disabled={remove.isPending}
            onClick={() => replaceWithRejection(check.nonce)}
          >
            Replace with a rejection instead
          </button>
        )}
        <button
          type="button"
          className="button button-danger"
          data-testid="sign-and-delete"
          disabled={remove.isPending || !request}
          onClick={() => {
            setPhase('signing')
            remove.mutate({ request, reviewedHash: requestHash, txId: details.txId, account })
          }}
        >
          {!remove.isPending
            ? 'Sign and delete'
            : phase === 'signing'
              ? 'Confirm in your wallet…'
              : 'Deleting…'}
        </button>
      </div>
    </div>
  )
}
