import { buildSignatureBytes, SAFE_DEPLOYMENTS, type SafeTransactionData } from '@assent/core'
import { executedSafeTxHash } from '@assent/review'
import { type Address, type Hex, isAddressEqual, type TransactionReceipt } from 'viem'
import { describeWalletError } from '../../../wallet/errors'
import { SignStepFailure } from '../../../wallet/signAndProve'
import type { CounterfactualSafe } from '../../safe/counterfactualSafesStore'
import { chooseSafeDeployment } from '../../welcome/chooseSafeDeployment'
import { prepareSafeDeployment } from '../../welcome/prepareSafeDeployment'
import { SafeDeploymentCheckError } from '../../welcome/SafeDeploymentCheckError'
import type { SafeDeploymentReader } from '../../welcome/safeDeploymentReader'
import { verifySafeDeployment } from '../../welcome/verifySafeDeployment'
import { buildDeployAndExecuteBatch } from './buildDeployAndExecuteBatch'
import { type SignTypedDataFn, signSafeTransaction } from './signSafeTransaction'

/** Where a first transaction is: checking the factory, signing, sending, mining. */
export type DeployAndExecuteStep = 'checking' | 'signing' | 'sending' | 'mining'

/** The connected wallet and the app's reader of the chain (wagmi's actions, or viem clients). */
export type DeployAndExecuteWallet = {
  /** The app's own reader of the chain; undefined when it has no RPC for it. */
  getReader: (chainId: number) => SafeDeploymentReader | undefined
  signTypedData: SignTypedDataFn
  sendTransaction: (request: { chainId: number; to: Address; data: Hex }) => Promise<Hex>
  waitForReceipt: (request: { chainId: number; hash: Hex }) => Promise<TransactionReceipt>
}

export type DeployAndExecuteParameters = {
  /** The undeployed Safe as stored: its setup is what gets deployed. */
  safe: CounterfactualSafe
  chainName: string
  /** The SafeTx with nonce 0, as reviewed. */
  tx: SafeTransactionData
  reviewedSafeTxHash: Hex
  account: Address
  onStep?: (step: DeployAndExecuteStep) => void
  /** The wallet sent the batch; it is not mined yet. */
  onSent?: (hash: Hex) => void
}

/**
 * An undeployed Safe's first transaction, as Safe{Wallet} runs it: the connected owner signs the
 * SafeTx (nonce 0, the domain on the predicted address), then one wallet transaction deploys the
 * Safe from its stored setup and executes the SafeTx (buildDeployAndExecuteBatch). Needs a
 * 1-of-n Safe: a gateway cannot hold the other owners' signatures for a Safe that does not exist
 * yet. Before anything is signed, the factory is checked on chain and must predict the stored
 * address; after, the factory must have created exactly that Safe with the stored setup and the
 * Safe must report the reviewed safeTxHash as executed.
 * @throws SignStepFailure with the title and words the dialog shows
 */
export async function deployAndExecuteSafeTransaction(
  wallet: DeployAndExecuteWallet,
  { safe, chainName, tx, reviewedSafeTxHash, account, onStep, onSent }: DeployAndExecuteParameters,
): Promise<{ hash: Hex; safeTxHash: Hex }> {
  if (safe.threshold !== 1) {
    throw new SignStepFailure(
      'Nothing was sent',
      `This Safe is not deployed yet and needs ${safe.threshold} signatures: activate it first.`,
    )
  }
  if (!safe.owners.some((owner) => isAddressEqual(owner, account))) {
    throw new SignStepFailure('Nothing was sent', `${account} is not an owner of this Safe.`)
  }
  if (tx.nonce !== 0n) {
    throw new SignStepFailure(
      'Nothing was sent',
      `An undeployed Safe's first transaction has nonce 0, not ${tx.nonce}.`,
    )
  }
  const chainId = Number(safe.chainId)
  let sent = false
  try {
    onStep?.('checking')
    const reader = wallet.getReader(chainId)
    if (!reader) throw new SignStepFailure('Nothing was sent', `No RPC for ${chainName}.`)
    const code = await reader.getCode({ address: safe.address })
    if (code && code !== '0x') {
      throw new SignStepFailure(
        'Nothing was sent',
        'This Safe is deployed already: once it has loaded, propose the transaction as usual.',
      )
    }
    const prepared = await prepareSafeDeployment(reader, {
      choice: chooseSafeDeployment({ version: safe.version, l2: safe.l2 }),
      owners: safe.owners,
      threshold: safe.threshold,
      saltNonce: BigInt(safe.saltNonce),
    })
    if (!isAddressEqual(prepared.predicted, safe.address)) {
      throw new SafeDeploymentCheckError(
        `The stored setup deploys a Safe at ${prepared.predicted}, not at ${safe.address}.`,
      )
    }
    const multiSendCallOnly = SAFE_DEPLOYMENTS[safe.version].multiSendCallOnly
    const batcher = await reader.getCode({ address: multiSendCallOnly })
    if (!batcher || batcher === '0x') {
      throw new SafeDeploymentCheckError(
        `MultiSendCallOnly ${safe.version} (${multiSendCallOnly}) is not on ${chainName}.`,
      )
    }
    onStep?.('signing')
    const signed = await signSafeTransaction({
      target: { chainId, safeAddress: safe.address, safeVersion: safe.version },
      tx,
      account,
      signTypedData: wallet.signTypedData,
      reviewedSafeTxHash,
    })
    const batch = buildDeployAndExecuteBatch({
      multiSendCallOnly,
      factory: prepared.factory,
      deploymentData: prepared.data,
      safeAddress: safe.address,
      tx,
      signatures: buildSignatureBytes([{ signer: account, data: signed.signature }]),
    })
    onStep?.('sending')
    const hash = await wallet
      .sendTransaction({ chainId, to: batch.to, data: batch.data })
      .catch((failure: unknown) => {
        const description = describeWalletError(failure, 'sendTransaction')
        throw new SignStepFailure(description.title, description.message)
      })
    sent = true
    onSent?.(hash)
    onStep?.('mining')
    const receipt = await wallet.waitForReceipt({ chainId, hash })
    if (receipt.status !== 'success') {
      throw new SignStepFailure(
        'The transaction failed on chain',
        `Transaction ${hash} reverted: the Safe was not deployed and nothing was executed.`,
      )
    }
    await verifySafeDeployment(reader, prepared, receipt, { setupFrom: 'receipt' })
    const executed = executedSafeTxHash(receipt, safe.address)
    if (executed?.toLowerCase() !== signed.safeTxHash.toLowerCase()) {
      throw new SignStepFailure(
        'The Safe was deployed but did not execute the transaction',
        `Transaction ${hash} reports safeTxHash ${executed ?? 'none'}, not the ${signed.safeTxHash} you reviewed.`,
      )
    }
    return { hash, safeTxHash: signed.safeTxHash }
  } catch (failure) {
    if (failure instanceof SignStepFailure) throw failure
    if (failure instanceof SafeDeploymentCheckError) {
      throw new SignStepFailure(
        sent ? 'The deployed Safe failed the checks' : 'Nothing was sent',
        failure.message,
      )
    }
    const description = describeWalletError(failure, sent ? 'other' : 'sendTransaction')
    throw new SignStepFailure(description.title, description.message)
  }
}
