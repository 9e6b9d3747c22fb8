import {
  getSafeTxTypedData,
  recoverSafeSignature,
  type SafeTransactionData,
  safeTxDomainHash,
  safeTxHash,
  safeTxMessageHash,
} from '@assent/core'
import { proposeTransaction } from '@assent/gateway-client'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { type Address, isAddressEqual, zeroAddress } from 'viem'
import { useConfig } from 'wagmi'
import { signTypedData } from 'wagmi/actions'
import { useGateway } from '../../../app/GatewayProvider'
import { notify } from '../../../app/notifications/notify'
import { describeWalletError } from '../../../wallet/errors'
import { useCurrentSafe } from '../../safe/SafeContext'
import { checkSignMessageCall } from '../../safe-apps/signing/checkSignMessageCall'
import { SignedMessagePreview } from '../../safe-apps/signing/SignedMessagePreview'
import { useOnChainSafeState } from '../execute/useOnChainSafeState'
import { useNonces } from '../hooks/useNonces'
import { reviewFingerprint } from '../review/freezeReview'
import { TransactionReview } from '../review/TransactionReview'
import { useArmAfterChange } from '../review/useArmAfterChange'
import { useReviewRisks } from '../review/useReviewRisks'
import { VerificationAlert } from '../review/VerificationAlert'
import { signingBlockers } from '../verification/signingBlockers'
import { checkNonce } from './checkNonce'
import type { TransactionDraft } from './draft'
import { type FlowError, FlowErrorBox, SignBlockers } from './SignProblems'
import type { ActiveFlow } from './transactionFlowStore'
import { WalletGate } from './WalletGate'

/** Review a new transaction, pick its nonce, sign it (EIP-712) and propose it to the gateway. */
export function ProposeStep({
  draft,
  flow,
  onBack,
}: {
  draft: TransactionDraft
  flow: ActiveFlow
  onBack?: () => void
}) {
  const safe = useCurrentSafe()
  const nonces = useNonces(safe.chainId, safe.address)
  const [nonceInput, setNonceInput] = useState<string | null>(
    draft.nonce === undefined ? null : String(draft.nonce),
  )
  const nonceText = nonceInput ?? (nonces.data ? String(nonces.data.recommendedNonce) : '')
  const nonceCheck = nonces.data ? checkNonce(nonceText, nonces.data) : undefined
  const chainState = useOnChainSafeState(safe)

  const tx = useMemo<SafeTransactionData | null>(() => {
    if (!/^\d+$/.test(nonceText)) return null
    return {
      ...draft.call,
      safeTxGas: draft.safeTxGas ?? 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: zeroAddress,
      refundReceiver: zeroAddress,
      nonce: BigInt(nonceText),
    }
  }, [draft, nonceText])
  const version = safe.safeInfo.version
  const hashes = useMemo(() => {
    if (!tx || !version) return null
    const params = {
      chainId: BigInt(safe.chainId),
      safeAddress: safe.address,
      safeVersion: version,
      tx,
    }
    return {
      safeTxHash: safeTxHash(params),
      domainHash: safeTxDomainHash(params),
      messageHash: safeTxMessageHash(params),
    }
  }, [tx, version, safe.chainId, safe.address])
  const review = useReviewRisks({ safe, tx })
  // A new nonce or a new draft is new content: the button re-arms only after a moment.
  const armed = useArmAfterChange(
    tx && hashes ? reviewFingerprint(tx, hashes.safeTxHash) : undefined,
  )

  return (
    <div>
      <p>
        <strong data-testid="draft-title">{draft.title}</strong>
      </p>
      <div className="field">
        <label className="field-label" htmlFor="tx-nonce">
          Nonce
        </label>
        <input
          id="tx-nonce"
          className="input"
          inputMode="numeric"
          value={nonceText}
          disabled={draft.nonce !== undefined}
          onChange={(event) => setNonceInput(event.target.value)}
          data-testid="nonce-input"
        />
        {nonces.data && (
          <span className="field-hint">
            Recommended: {nonces.data.recommendedNonce} · Safe nonce: {nonces.data.currentNonce}
          </span>
        )}
        {nonceCheck?.message && (
          <p
            className={nonceCheck.level === 'error' ? 'field-error' : 'tx-warning-box'}
            data-testid="nonce-warning"
          >
            {nonceCheck.message}
          </p>
        )}
      </div>
      {!version && (
        <div className="tx-danger-box" role="alert">
          The Safe's version is unknown, so the transaction hash cannot be computed. Signing is
          disabled.
        </div>
      )}
      <VerificationAlert problems={chainState.problems ?? []} />
      {tx && draft.message !== undefined && (
        <SignedMessagePreview message={draft.message} tx={tx} safeAddress={safe.address} />
      )}
      {tx && hashes && (
        <TransactionReview
          safe={safe}
          tx={tx}
          hashes={hashes}
          extraAbis={draft.abis}
          criticalChanges={review.criticalChanges}
          risks={review.risks}
          acknowledgements={review.acknowledgements}
          onAcknowledge={review.acknowledge}
        />
      )}
      <WalletGate safe={safe}>
        {(account) => (
          <SignAndPropose
            account={account}
            draft={draft}
            tx={tx}
            localHash={hashes?.safeTxHash}
            blockers={[
              ...signingBlockers({
                problems: chainState.problems ?? [],
                risks: review.risks,
                acknowledgements: review.acknowledgements,
              }),
              ...(chainState.problems ? [] : ['Checking the Safe on chain…']),
              ...(armed ? [] : ['Read the transaction: signing arms in a moment.']),
              ...(tx && draft.message !== undefined && !checkSignMessageCall(draft.message, tx).ok
                ? ['The transaction does not sign the message the app showed.']
                : []),
              ...(nonceCheck?.level === 'error' || !nonceCheck ? ['Choose a valid nonce.'] : []),
            ]}
            flow={flow}
            onBack={onBack}
          />
        )}
      </WalletGate>
    </div>
  )
}

function SignAndPropose({
  account,
  draft,
  tx,
  localHash,
  blockers,
  flow,
  onBack,
}: {
  account: Address
  draft: TransactionDraft
  tx: SafeTransactionData | null
  localHash: `0x${string}` | undefined
  blockers: string[]
  flow: ActiveFlow
  onBack?: () => void
}) {
  const safe = useCurrentSafe()
  const client = useGateway()
  const config = useConfig()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<'idle' | 'signing' | 'proposing'>('idle')
  const [error, setError] = useState<FlowError | null>(null)

  async function signAndPropose() {
    if (!tx || !localHash || !safe.safeInfo.version) return
    setError(null)
    setStatus('signing')
    let signature: `0x${string}`
    const typedData = getSafeTxTypedData({
      chainId: BigInt(safe.chainId),
      safeAddress: safe.address,
      safeVersion: safe.safeInfo.version,
      tx,
    })
    try {
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
      // The wallet signed what we showed, or it is broken: check before sending it anywhere.
      const { signer } = await recoverSafeSignature({ hash: localHash, signature })
      if (!isAddressEqual(signer, account)) {
        throw new Error(`The wallet's signature recovers to ${signer}, not to ${account}.`)
      }
      setStatus('proposing')
      const details = await proposeTransaction(client, {
        chainId: safe.chainId,
        address: safe.address,
        body: {
          to: tx.to,
          value: tx.value.toString(),
          data: tx.data === '0x' ? null : tx.data,
          nonce: tx.nonce.toString(),
          operation: tx.operation,
          safeTxGas: tx.safeTxGas.toString(),
          baseGas: tx.baseGas.toString(),
          gasPrice: tx.gasPrice.toString(),
          gasToken: tx.gasToken,
          refundReceiver: tx.refundReceiver,
          safeTxHash: localHash,
          sender: account,
          signature,
          origin: draft.origin ? JSON.stringify(draft.origin) : null,
        },
      })
      const stored =
        details.detailedExecutionInfo?.type === 'MULTISIG'
          ? details.detailedExecutionInfo.safeTxHash
          : undefined
      if (stored && stored.toLowerCase() !== localHash.toLowerCase()) {
        notify({
          kind: 'error',
          title: 'The gateway stored a different transaction',
          message: `Expected ${localHash}, the gateway answered ${stored}. Do not confirm it.`,
        })
      }
      await queryClient.invalidateQueries({
        queryKey: ['gateway', client.baseUrl, 'transactionQueue'],
      })
      queryClient.invalidateQueries({ queryKey: ['gateway', client.baseUrl, 'nonces'] })
      queryClient.invalidateQueries({ queryKey: ['gateway', client.baseUrl, 'safeInfo'] })
      notify({ kind: 'success', title: 'Transaction proposed', message: draft.title })
      flow.resolve({ safeTxHash: localHash })
    } catch (failure) {
      setError({
        title: 'The transaction was not proposed',
        message: failure instanceof Error ? failure.message : String(failure),
      })
      setStatus('idle')
    }
  }

  return (
    <div>
      <SignBlockers blockers={blockers} />
      <FlowErrorBox error={error} />
      <div className="tx-dialog-footer">
        {onBack && (
          <button type="button" className="button" onClick={onBack} disabled={status !== 'idle'}>
            Back
          </button>
        )}
        <button
          type="button"
          className="button button-primary"
          data-testid="sign-and-propose"
          disabled={status !== 'idle' || blockers.length > 0 || !tx}
          onClick={signAndPropose}
        >
          {status === 'signing'
            ? 'Confirm in your wallet…'
            : status === 'proposing'
              ? 'Proposing…'
              : 'Sign and propose'}
        </button>
      </div>
    </div>
  )
}
