import { signAndExecuteOffer, type TransactionVerification } from '@assent/review'
import { useState } from 'react'
import type { Address, Hex } from 'viem'
import { ConfirmButton } from '../ConfirmButton'
import { ExecuteButton } from '../ExecuteButton'
import { type SignOrExecute, SignOrExecuteChoice } from './SignOrExecuteChoice'

/**
 * A queued transaction's confirm step: the Sign confirmation button alone, or — when the
 * signer is the last missing owner and it is the Safe's next nonce — a choice between it and
 * "Sign and execute", which executes it with the signer's approval as the sender's own (v=1)
 * and the verified confirmations, as Safe{Wallet} executes a queued transaction: nothing is
 * stored in the gateway first, the indexer records every signature of the execution.
 */
export function ConfirmOrExecute({
  account,
  verification,
  owners,
  threshold,
  safeNonce,
  blockers,
  onDone,
}: {
  account: Address
  verification: TransactionVerification
  owners: readonly string[]
  threshold: number
  /** The Safe's current nonce (the chain's when it could be read). */
  safeNonce: number
  blockers: string[]
  onDone: (safeTxHash: Hex) => void
}) {
  const [choice, setChoice] = useState<SignOrExecute>('sign')
  const { tx } = verification
  const offer = tx
    ? signAndExecuteOffer({
        confirmations: verification.confirmations,
        owners,
        threshold,
        executor: account,
        txNonce: tx.nonce,
        safeNonce: BigInt(safeNonce),
      })
    : undefined
  const confirm = (
    <ConfirmButton
      account={account}
      verification={verification}
      blockers={blockers}
      onDone={onDone}
    />
  )
  if (!offer?.offered) return confirm
  return (
    <>
      <SignOrExecuteChoice
        value={choice}
        onChange={setChoice}
        signLabel="Sign confirmation"
        signEffect="your confirmation is added; you or another owner execute it later."
        executeEffect="nothing to sign separately: your approval goes into the execution, which your wallet sends as one transaction now (you pay its gas)."
      />
      {choice === 'sign' ? (
        confirm
      ) : (
        <ExecuteButton
          account={account}
          verification={verification}
          owners={owners}
          threshold={threshold}
          blockers={blockers}
          label="Sign and execute"
          onDone={onDone}
        />
      )}
    </>
  )
}
