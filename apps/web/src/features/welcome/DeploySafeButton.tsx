import type { ChainInfo } from '@assent/gateway-client'
import { useAddRecentTransaction, useConnectModal } from '@rainbow-me/rainbowkit'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import { describeSignStepFailure } from '../../wallet/signAndProve'
import { type CreatableSafeVersion, chooseSafeDeployment } from './chooseSafeDeployment'
import type { DeploySafeStep } from './deploySafe'
import { deploySafeMutationOptions } from './deploySafeMutationOptions'
import { UnknownFactoryWarning } from './UnknownFactoryWarning'
import { wagmiDeploySafeWallet } from './wagmiDeploySafeWallet'

type Props = {
  chain: ChainInfo
  owners: Address[] | null
  threshold: number
  saltNonce: bigint
  version: CreatableSafeVersion
  /** The L2 singleton (an event per transaction) or the plain one. */
  l2: boolean
  onDeployed: (safe: Address) => void
}

/**
 * Deploys the Safe from the connected wallet: switches network if needed, checks the factory
 * on chain, sends createProxyWithNonce, then verifies the new Safe (address, code, singleton,
 * owners) before handing it on. The gateway's factory is used only if canonical or typed-for.
 */
export default function DeploySafeButton({
  chain,
  owners,
  threshold,
  saltNonce,
  onDeployed,
  version,
  l2,
}: Props) {
  const config = useConfig()
  const account = useAccount()
  const { openConnectModal } = useConnectModal()
  const addRecentTransaction = useAddRecentTransaction()
  const [step, setStep] = useState<DeploySafeStep>('checking')
  const [acknowledgement, setAcknowledgement] = useState('')
  const chainId = Number(chain.chainId)
  const choice = chooseSafeDeployment({
    gatewayFactory: chain.contractAddresses?.safeProxyFactoryAddress,
    acknowledgement,
    version,
    l2,
  })
  const deploy = useMutation(
    deploySafeMutationOptions({
      wallet: wagmiDeploySafeWallet(config),
      onStep: setStep,
      onSent: (hash, { owners: sentOwners, threshold: sentThreshold }) =>
        addRecentTransaction({
          hash,
          description: `Create a ${sentThreshold}/${sentOwners.length} Safe`,
        }),
      onSuccess: onDeployed,
    }),
  )
  const error = deploy.error ? describeSignStepFailure(deploy.error, 'Safe not created') : null

  if (!account.address) {
    return (
      <button type="button" className="button button-primary" onClick={openConnectModal}>
        Connect Wallet to create
      </button>
    )
  }

  function deployNewSafe() {
    if (!owners) return
    deploy.mutate({
      chainId,
      chainName: chain.chainName,
      walletChainId: account.chainId,
      choice,
      owners,
      threshold,
      saltNonce,
    })
  }

  const label = deploy.isPending
    ? {
        switching: 'Switching network…',
        checking: 'Checking the Safe factory…',
        signing: 'Confirm in your wallet…',
        mining: 'Creating the Safe…',
      }[step]
    : account.chainId !== chainId
      ? `Switch to ${chain.chainName} and create`
      : 'Create Safe'

  return (
    <div className="field">
      {!choice.canonicalFactory && (
        <UnknownFactoryWarning
          factory={choice.factory}
          value={acknowledgement}
          onChange={setAcknowledgement}
        />
      )}
      <button
        type="button"
        className="button button-primary"
        disabled={!owners || !choice.allowed || deploy.isPending}
        onClick={deployNewSafe}
        data-testid="deploy-safe-button"
      >
        {label}
      </button>
      {error && (
        <p className="field-error" role="alert">
          <strong>{error.title}.</strong> {error.message}
        </p>
      )}
    </div>
  )
}
