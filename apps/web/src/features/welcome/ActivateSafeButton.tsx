import type { ChainInfo } from '@assent/gateway-client'
import { useAddRecentTransaction, useConnectModal } from '@rainbow-me/rainbowkit'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAccount, useConfig } from 'wagmi'
import { describeSignStepFailure } from '../../wallet/signAndProve'
import type { CounterfactualSafe } from '../safe/counterfactualSafesStore'
import { chooseSafeDeployment } from './chooseSafeDeployment'
import type { DeploySafeStep } from './deploySafe'
import { deploySafeMutationOptions } from './deploySafeMutationOptions'
import { wagmiDeploySafeWallet } from './wagmiDeploySafeWallet'

/**
 * "Activate": deploys an undeployed Safe with its stored setup in one wallet transaction (then
 * checked: address, code, singleton, owners), or offers to connect a wallet first. Shown by the
 * Safe's panel and by a first transaction that cannot deploy it itself.
 */
export function ActivateSafeButton({
  safe,
  chain,
  onActivated,
}: {
  safe: CounterfactualSafe
  chain: ChainInfo
  onActivated?: () => void
}) {
  const config = useConfig()
  const account = useAccount()
  const queryClient = useQueryClient()
  const { openConnectModal } = useConnectModal()
  const addRecentTransaction = useAddRecentTransaction()
  const [step, setStep] = useState<DeploySafeStep>('checking')
  const chainId = Number(safe.chainId)
  const activate = useMutation(
    deploySafeMutationOptions({
      wallet: wagmiDeploySafeWallet(config),
      onStep: setStep,
      onSent: (hash) => addRecentTransaction({ hash, description: 'Activate the Safe' }),
      onSuccess: () => {
        void queryClient.invalidateQueries()
        onActivated?.()
      },
    }),
  )
  const error = activate.error
    ? describeSignStepFailure(activate.error, 'Safe not activated')
    : null

  function onActivate() {
    activate.mutate({
      chainId,
      chainName: chain.chainName,
      walletChainId: account.chainId,
      choice: chooseSafeDeployment({ version: safe.version, l2: safe.l2 }),
      owners: safe.owners,
      threshold: safe.threshold,
      saltNonce: BigInt(safe.saltNonce),
    })
  }

  const label = activate.isPending
    ? {
        switching: 'Switching network…',
        checking: 'Checking the Safe factory…',
        signing: 'Confirm in your wallet…',
        mining: 'Activating the Safe…',
      }[step]
    : 'Activate'

  return (
    <>
      {account.address ? (
        <button
          type="button"
          className="button button-primary"
          disabled={activate.isPending || activate.isSuccess}
          onClick={onActivate}
          data-testid="activate-safe-button"
        >
          {label}
        </button>
      ) : (
        <button type="button" className="button button-primary" onClick={openConnectModal}>
          Connect Wallet to activate
        </button>
      )}
      {error && (
        <p className="field-error" role="alert">
          <strong>{error.title}.</strong> {error.message}
        </p>
      )}
    </>
  )
}
