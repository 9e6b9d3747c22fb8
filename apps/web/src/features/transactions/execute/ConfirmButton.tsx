import { getSafeTxTypedData, recoverSafeSignature } from '@assent/core'
import { addConfirmation } from '@assent/gateway-client'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type Address, type Hex, isAddressEqual } from 'viem'
import { useConfig } from 'wagmi'
import { signTypedData } from 'wagmi/actions'
import { useGateway } from '../../../app/GatewayProvider'
import { notify } from '../../../app/notifications/notify'
import { describeWalletError } from '../../../wallet/errors'
import { useCurrentSafe } from '../../safe/SafeContext'
import { type FlowError, FlowErrorBox, SignBlockers } from '../flow/SignProblems'
import type { TransactionVerification } from '../verification/verifyTransaction'

/**
 * Signs a verified queued transaction (EIP-712 over the locally rebuilt SafeTx, never the
 * gateway's hash) and adds the confirmation to the gateway.
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
  const [status, setStatus] = useState<'idle' | 'signing' | 'sending'>('idle')
  const [error, setError] = useState<FlowError | null>(null)
  const alreadySigned = verification.confirmations.some(
    (c) => c.recoveredSigner && isAddressEqual(c.recoveredSigner, account),
  )

  async function confirm() {
    const { tx, localSafeTxHash } = verification
    if (!tx || !localSafeTxHash || !safe.safeInfo.version || blockers.length > 0) return
    setError(null)
    setStatus('signing')
    let signature: Hex
    try {
      const typedData = getSafeTxTypedData({
        chainId: BigInt(safe.chainId),
        safeAddress: safe.address,
        safeVersion: safe.safeInfo.version,
        tx,
      })
      signature = await signTypedData(config, {
        ...(typedData as Parameters<typeof signTypedData>[1]),
        account,
      })
    } catch (failure) {
      const description = describeWalletError(failure, 'signTypedData')
      setError({ title: description.title, message: description.message })
      setStatus('idle')
      return
    }
    try {
      const { signer } = await recoverSafeSignature({ hash: localSafeTxHash, signature })
      if (!isAddressEqual(signer, account)) {
        throw new Error(`The wallet's signature recovers to ${signer}, not to ${account}.`)
      }
      setStatus('sending')
      await addConfirmation(client, {
        chainId: safe.chainId,
        safeTxHash: localSafeTxHash,
        body: { signature },
      })
      for (const resource of ['transactionQueue', 'transactionDetails']) {
        await queryClient.invalidateQueries({ queryKey: ['gateway', client.baseUrl, resource] })
      }
      notify({ kind: 'success', title: 'Confirmation added' })
      onDone(localSafeTxHash)
    } catch (failure) {
      setError({
        title: 'The confirmation was not saved',
        message: failure instanceof Error ? failure.message : String(failure),
      })
      setStatus('idle')
    }
  }

  return (
    <div>
      <SignBlockers blockers={blockers} />
      {alreadySigned && <p className="muted">You have already confirmed this transaction.</p>}
      <FlowErrorBox error={error} />
      <div className="tx-dialog-footer">
        <button
          type="button"
          className="button button-primary"
          data-testid="confirm-transaction"
          disabled={status !== 'idle' || blockers.length > 0 || alreadySigned}
          onClick={confirm}
        >
          {status === 'signing'
            ? 'Confirm in your wallet…'
            : status === 'sending'
              ? 'Saving…'
              : 'Sign confirmation'}
        </button>
      </div>
    </div>
  )
}
