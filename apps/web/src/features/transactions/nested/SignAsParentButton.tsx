import type { SafeTransactionData } from '@assent/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address, Hex } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import { signTypedData } from 'wagmi/actions'
import { FlowErrorBox, SignBlockers } from '../../../components/SignProblems'
import { useGateway } from '../../../kernel/GatewayProvider'
import { notify } from '../../../kernel/notifications/notify'
import { useVerificationClient } from '../../../verification-rpc/useVerificationClient'
import { describeSignStepFailure } from '../../../wallet/signAndProve'
import { useCurrentSafe } from '../../safe/SafeContext'
import { signAsParentSafeMutationOptions } from '../mutations/signAsParentSafeMutationOptions'

export type SignAsParentButtonProps = {
  parent: Address
  tx: SafeTransactionData
  reviewedSafeTxHash: Hex
  blockers: readonly string[]
  onDone: () => void
}

/**
 * Signs the parent's SafeMessage with the connected wallet, proves the resulting contract
 * signature on chain and submits it as the parent's confirmation (signAsParentSafe). Loaded
 * with the wallet stack (it uses wagmi).
 */
export default function SignAsParentButton({
  parent,
  tx,
  reviewedSafeTxHash,
  blockers,
  onDone,
}: SignAsParentButtonProps) {
  const safe = useCurrentSafe()
  const gateway = useGateway()
  const config = useConfig()
  const account = useAccount()
  const queryClient = useQueryClient()
  const verification = useVerificationClient(safe.chainId)
  const [phase, setPhase] = useState<'signing' | 'sending'>('signing')
  const chainId = Number(safe.chainId)

  const sign = useMutation(
    signAsParentSafeMutationOptions({
      queryClient,
      gateway,
      verificationClient: verification.client,
      signTypedData: (typedData) => signTypedData(config, typedData),
      onSigned: () => setPhase('sending'),
      onSuccess: () => {
        notify({ kind: 'success', title: `Confirmation of Safe ${parent} added` })
        onDone()
      },
    }),
  )
  function signAsParent() {
    setPhase('signing')
    sign.mutate({
      safe: { chainId: safe.chainId, address: safe.address, version: safe.safeInfo.version },
      tx,
      reviewedSafeTxHash,
      parent,
      account: account.address,
    })
  }
  const walletBlockers = [
    ...(account.address ? [] : ['Connect the wallet of an owner of the owner Safe.']),
    ...(account.address && account.chainId !== chainId
      ? [`Switch your wallet to ${safe.chain.chainName}.`]
      : []),
    ...(verification.client ? [] : ['There is no independent RPC to prove the signature with.']),
  ]
  const all = [...blockers, ...walletBlockers]
  const error = sign.error
    ? describeSignStepFailure(sign.error, 'The confirmation was not saved')
    : null

  return (
    <div>
      <SignBlockers blockers={all} />
      <FlowErrorBox error={error} />
      <div className="modal-footer">
        <button
          type="button"
          className="button button-primary"
          data-testid="sign-as-parent-submit"
          disabled={sign.isPending || all.length > 0}
          onClick={signAsParent}
        >
          {!sign.isPending
            ? `Sign as Safe ${parent.slice(0, 6)}…`
            : phase === 'signing'
              ? 'Confirm in your wallet…'
              : 'Proving and saving…'}
        </button>
      </div>
    </div>
  )
}
