import type { SafeTransactionData } from '@assent/core'
import type { GatewayClient } from '@assent/gateway-client'
import { executedSafeTxHash } from '@assent/review'
import type { Address, Hex, TransactionReceipt } from 'viem'
import { SignStepFailure } from '../../../../wallet/signAndProve'
import { executeSafeTransaction } from '../../actions/executeSafeTransaction'
import { proposeSafeTransaction } from '../../actions/proposeSafeTransaction'
import type { SafeTransactionTarget, SignTypedDataFn } from '../../actions/signSafeTransaction'
import { SafeExecutionFailedError } from '../../mutations/executeSafeTransactionMutationOptions'

/** Where a sign-and-execute run is: wallet signature, gateway, wallet transaction, mining. */
export type SignAndExecuteStep = 'signing' | 'proposing' | 'sending' | 'mining'

/** Parameters of `proposeAndExecuteSafeTransaction`. */
export type ProposeAndExecuteParams = {
  client: GatewayClient
  target: SafeTransactionTarget
  tx: SafeTransactionData
  account: Address
  /** The Safe App that asked for it, stored with the proposal. */
  origin?: { name: string; url: string }
  /** The proposer's note for the other owners, stored with the proposal. */
  note?: string
  /** The safeTxHash shown to the signer: signed, proposed and then checked on the receipt. */
  reviewedSafeTxHash: Hex
  /** execTransaction's signatures, the executor's approval in the v=1 form (signAndExecuteOffer). */
  executionSignatures: Hex
  /** Gas limit; undefined lets the wallet estimate. */
  gas?: bigint
  /** The proposal of an earlier attempt went through: only execute now. */
  alreadyProposed: boolean
  signTypedData: SignTypedDataFn
  sendTransaction: (request: { to: Address; data: Hex; gas?: bigint }) => Promise<Hex>
  waitForReceipt: (hash: Hex) => Promise<TransactionReceipt>
  onStep?: (step: SignAndExecuteStep) => void
  /** The gateway stored the proposal with the signer's confirmation. */
  onProposed?: (safeTxHash: Hex) => void
  /** The wallet sent the execution; it is not mined yet. */
  onSent?: (hash: Hex) => void
}

/**
 * Signs a new SafeTx, proposes it to the gateway (as Safe{Wallet} does before it executes, so
 * the queue, the origin and the history know it) and executes it from the same owner's wallet
 * at once, that owner's approval going in as the sender's own (v=1). Each step starts only
 * after the one before succeeded, so a failure leaves either nothing (not signed, not
 * proposed) or a proposal in the queue that executes later (`alreadyProposed` resumes there).
 * The mined execution must report the reviewed safeTxHash.
 * @throws SignStepFailure from the wallet steps; the gateway's errors; SafeExecutionFailedError
 */
export async function proposeAndExecuteSafeTransaction({
  client,
  target,
  tx,
  account,
  origin,
  note,
  reviewedSafeTxHash,
  executionSignatures,
  gas,
  alreadyProposed,
  signTypedData,
  sendTransaction,
  waitForReceipt,
  onStep,
  onProposed,
  onSent,
}: ProposeAndExecuteParams): Promise<{ safeTxHash: Hex; hash: Hex }> {
  if (!alreadyProposed) {
    onStep?.('signing')
    const proposed = await proposeSafeTransaction({
      client,
      target,
      tx,
      account,
      origin,
      note,
      reviewedSafeTxHash,
      signTypedData,
      onSigned: () => onStep?.('proposing'),
    })
    if (proposed.storedDifferently) {
      throw new SignStepFailure(
        'The gateway stored a different transaction',
        `Expected ${proposed.safeTxHash}, the gateway answered ${proposed.storedDifferently}. Nothing was executed; do not confirm it.`,
      )
    }
    onProposed?.(proposed.safeTxHash)
  }
  onStep?.('sending')
  let receipt: TransactionReceipt | undefined
  const result = await executeSafeTransaction({
    safeAddress: target.safeAddress,
    tx,
    signatures: executionSignatures,
    gas,
    sendTransaction,
    waitForReceipt: async (hash) => {
      receipt = await waitForReceipt(hash)
      return receipt
    },
    onSent: (hash) => {
      onStep?.('mining')
      onSent?.(hash)
    },
  })
  if (result.failed) throw new SafeExecutionFailedError()
  const executed = receipt && executedSafeTxHash(receipt, target.safeAddress)
  if (executed?.toLowerCase() !== reviewedSafeTxHash.toLowerCase()) {
    throw new SignStepFailure(
      'The Safe executed something else',
      `Transaction ${result.hash} reports safeTxHash ${executed ?? 'none'}, not the ${reviewedSafeTxHash} you reviewed.`,
    )
  }
  return { safeTxHash: reviewedSafeTxHash, hash: result.hash }
}
