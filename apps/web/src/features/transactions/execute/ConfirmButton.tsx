import type { TransactionVerification } from '@assent/review'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type Address, type Hex, isAddressEqual } from 'viem'
import { useConfig } from 'wagmi'
import { signTypedData } from 'wagmi/actions'
import { FlowErrorBox, SignBlockers } from '../../../components/SignProblems'
import { useGateway } from '../../../kernel/GatewayProvider'
import { notify } from '../../../kernel/notifications/notify'
import { describeSignStepFailure } from '../../../wallet/signAndProve'
import { useCurrentSafe } from '../../safe/SafeContext'
import { confirmSafeTransactionMutationOptions } from '../mutations/confirmSafeTransactionMutationOptions'

/**
 * Signs a verified queued transaction (EIP-712 over the locally rebuilt SafeTx, never the
 * gateway's hash), proves the signature here and adds the confirmation to the gateway.
 */
export function ConfirmButton({
  account,
  verification,
  blockers,
  onDone,
}: {
  account: Address
  verification: TransactionVerification
  blockers: string[]
  onDone: (safeTxHash: Hex) => void
}) {
  const safe = useCurrentSafe()
  const client = useGateway()
  const config = useConfig()
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<'signing' | 'sending'>('signing')
  // Only a confirmation proven here counts as "already signed": the gateway's list may lie.
  const alreadySigned = verification.verifiedSigners.some((signer) =>
    isAddressEqual(signer, account),
  )

  const confirm = useMutation(
    confirmSafeTransactionMutationOptions({
      queryClient,
      gateway: client,
      signTypedData: (typedData) => signTypedData(config, typedData),
      onSigned: () => setPhase('sending'),
      onSuccess: ({ safeTxHash }) => {
        notify({ kind: 'success', title: 'Confirmation added' })
        onDone(safeTxHash)
      },
    }),
  )
  function confirmVerified() {
    setPhase('signing')
    confirm.mutate({
      safe: { chainId: safe.chainId, address: safe.address, version: safe.safeInfo.version },
      tx: verification.tx,
      reviewedSafeTxHash: verification.localSafeTxHash,
      account,
    })
  }
  const error = confirm.error
    ? describeSignStepFailure(confirm.error, 'The confirmation was not saved')
    : null

  return (
    <div>
      <SignBlockers blockers={blockers} />
      {alreadySigned && <p className="muted">You have already confirmed this transaction.</p>}
      <FlowErrorBox error={error} />
      <div className="modal-footer">
        <button
          type="button"
          className="button button-primary"
          data-testid="confirm-transaction"
          disabled={confirm.isPending || blockers.length > 0 || alreadySigned}
          onClick={confirmVerified}
        >
          {!confirm.isPending
            ? 'Sign confirmation'
            : phase === 'signing'
              ? 'Confirm in your wallet…'
              : 'Saving…'}
        </button>
      </div>
    </div>
  )
}
