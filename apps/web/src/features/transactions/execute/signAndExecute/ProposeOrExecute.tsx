import type { SafeTransactionData } from '@assent/core'
import { signAndExecuteOffer } from '@assent/review'
import { type ReactNode, useState } from 'react'
import type { Address, Hex } from 'viem'
import { useCurrentSafe } from '../../../safe/SafeContext'
import type { OnChainSafeStateResult } from '../../hooks/useOnChainSafeState'
import type { TransactionDraft } from '../../request/draft'
import type { ActiveFlow } from '../../request/transactionFlowStore'
import { SignAndExecuteButton } from './SignAndExecuteButton'
import { type SignOrExecute, SignOrExecuteChoice } from './SignOrExecuteChoice'

/**
 * The new transaction's sign step: `children` (sign and propose) alone, or — when the signer's
 * approval completes the threshold (a 1-of-1 Safe, the Safe's next nonce) — a choice between it
 * and "Sign and execute". Owners, threshold and nonce are the chain's when it could be read.
 */
export function ProposeOrExecute({
  account,
  draft,
  tx,
  localHash,
  chainState,
  blockers,
  note,
  flow,
  onBack,
  children,
}: {
  account: Address
  draft: TransactionDraft
  tx: SafeTransactionData | null
  localHash: Hex | undefined
  chainState: OnChainSafeStateResult
  blockers: string[]
  /** The proposer's note, cleaned; stored with the proposal either way. */
  note: string | undefined
  flow: ActiveFlow
  onBack?: () => void
  children: ReactNode
}) {
  const safe = useCurrentSafe()
  const [choice, setChoice] = useState<SignOrExecute>('sign')
  const onChain = chainState.state
  const offer = tx
    ? signAndExecuteOffer({
        confirmations: [],
        owners: onChain?.owners ?? safe.safeInfo.owners.map((owner) => owner.value),
        threshold: onChain?.threshold ?? safe.safeInfo.threshold,
        executor: account,
        txNonce: tx.nonce,
        safeNonce: BigInt(onChain?.nonce ?? safe.safeInfo.nonce),
      })
    : undefined
  if (!tx || !localHash || !offer?.offered) return children
  return (
    <>
      <SignOrExecuteChoice
        value={choice}
        onChange={setChoice}
        signLabel="Sign and propose"
        signEffect="it waits in the queue, where you or another owner execute it later."
        executeEffect="you sign it once (it is proposed as usual), then your wallet sends one transaction that executes it now with your approval (you pay its gas)."
      />
      {choice === 'sign' ? (
        children
      ) : (
        <SignAndExecuteButton
          account={account}
          draft={draft}
          tx={tx}
          localHash={localHash}
          executionSignatures={offer.signatures}
          blockers={blockers}
          note={note}
          flow={flow}
          onBack={onBack}
        />
      )}
    </>
  )
}
