import type { Address, Hex, TransactionReceipt } from 'viem'
import { describeWalletError } from '../../wallet/errors'
import { SignStepFailure } from '../../wallet/signAndProve'
import type { SafeDeploymentChoice } from './chooseSafeDeployment'
import { prepareSafeDeployment } from './prepareSafeDeployment'
import { SafeDeploymentCheckError } from './SafeDeploymentCheckError'
import type { SafeDeploymentReader } from './safeDeploymentReader'
import { verifySafeDeployment } from './verifySafeDeployment'

/** Where a deployment is; the button's label follows it. */
export type DeploySafeStep = 'switching' | 'checking' | 'signing' | 'mining'

/** The connected wallet and the app's RPCs (wagmi's actions bound to its config, or viem clients). */
export type DeploySafeWallet = {
  switchChain: (chainId: number) => Promise<unknown>
  /** The app's own reader of the chain; undefined when it has no RPC for it. */
  getReader: (chainId: number) => SafeDeploymentReader | undefined
  sendTransaction: (request: { chainId: number; to: Address; data: Hex }) => Promise<Hex>
  waitForReceipt: (request: { chainId: number; hash: Hex }) => Promise<TransactionReceipt>
}

export type DeploySafeParameters = {
  chainId: number
  chainName: string
  /** The chain the wallet is on now: another one is switched away from first. */
  walletChainId: number | undefined
  choice: SafeDeploymentChoice
  owners: readonly Address[]
  threshold: number
  saltNonce: bigint
  onStep?: (step: DeploySafeStep) => void
  /** The wallet sent the deployment; it is not mined yet. */
  onSent?: (hash: Hex) => void
}

/**
 * Deploys a Safe from the connected wallet: switches its network if needed, checks the factory
 * on chain (prepareSafeDeployment), sends createProxyWithNonce, waits for the receipt and
 * verifies the new Safe (verifySafeDeployment) before answering its address. Free of React:
 * the deploy button runs it through deploySafeMutationOptions.
 * @throws SignStepFailure with the title and words the button shows: the wallet's refusals in
 *   the wallet's words, a failed check as "Safe not created" (or, once sent, "The new Safe
 *   failed the checks and was not added")
 */
export async function deploySafe(
  wallet: DeploySafeWallet,
  {
    chainId,
    chainName,
    walletChainId,
    choice,
    owners,
    threshold,
    saltNonce,
    onStep,
    onSent,
  }: DeploySafeParameters,
): Promise<Address> {
  let step: 'switchChain' | 'sendTransaction' = 'sendTransaction'
  let sent = false
  try {
    if (walletChainId !== chainId) {
      step = 'switchChain'
      onStep?.('switching')
      await wallet.switchChain(chainId)
      step = 'sendTransaction'
    }
    onStep?.('checking')
    const reader = wallet.getReader(chainId)
    if (!reader) throw new Error(`No RPC for ${chainName}.`)
    const prepared = await prepareSafeDeployment(reader, { choice, owners, threshold, saltNonce })
    onStep?.('signing')
    const hash = await wallet.sendTransaction({
      chainId,
      to: prepared.factory,
      data: prepared.data,
    })
    sent = true
    onSent?.(hash)
    onStep?.('mining')
    const receipt = await wallet.waitForReceipt({ chainId, hash })
    if (receipt.status !== 'success') throw new Error('The deployment transaction failed on chain.')
    return await verifySafeDeployment(reader, prepared, receipt)
  } catch (failure) {
    if (failure instanceof SafeDeploymentCheckError) {
      throw new SignStepFailure(
        sent ? 'The new Safe failed the checks and was not added' : 'Safe not created',
        failure.message,
      )
    }
    const description = describeWalletError(failure, step)
    throw new SignStepFailure(description.title, description.message)
  }
}
