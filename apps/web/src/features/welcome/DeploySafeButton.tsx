import type { ChainInfo } from '@assent/gateway-client'
import { useAddRecentTransaction, useConnectModal } from '@rainbow-me/rainbowkit'
import { useState } from 'react'
import type { Address } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import {
  getPublicClient,
  sendTransaction,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import { describeWalletError } from '../../wallet/errors'
import { type CreatableSafeVersion, chooseSafeDeployment } from './chooseSafeDeployment'
import { prepareSafeDeployment } from './prepareSafeDeployment'
import { SafeDeploymentCheckError } from './SafeDeploymentCheckError'
import { UnknownFactoryWarning } from './UnknownFactoryWarning'
import { verifySafeDeployment } from './verifySafeDeployment'

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
  const [status, setStatus] = useState<'idle' | 'switching' | 'checking' | 'signing' | 'mining'>(
    'idle',
  )
  const [error, setError] = useState<{ title: string; message: string } | null>(null)
  const [acknowledgement, setAcknowledgement] = useState('')
  const chainId = Number(chain.chainId)
  const choice = chooseSafeDeployment({
    gatewayFactory: chain.contractAddresses?.safeProxyFactoryAddress,
    acknowledgement,
    version,
    l2,
  })

  if (!account.address) {
    return (
      <button type="button" className="button button-primary" onClick={openConnectModal}>
        Connect Wallet to create
      </button>
    )
  }

  async function deploy() {
    if (!owners) return
    setError(null)
    let step: 'switchChain' | 'sendTransaction' = 'sendTransaction'
    let sent = false
    try {
      if (account.chainId !== chainId) {
        step = 'switchChain'
        setStatus('switching')
        await switchChain(config, { chainId })
        step = 'sendTransaction'
      }
      setStatus('checking')
      const client = getPublicClient(config, { chainId })
      if (!client) throw new Error(`No RPC for ${chain.chainName}.`)
      const prepared = await prepareSafeDeployment(client, { choice, owners, threshold, saltNonce })
      setStatus('signing')
      const hash = await sendTransaction(config, {
        chainId,
        to: prepared.factory,
        data: prepared.data,
      })
      sent = true
      addRecentTransaction({ hash, description: `Create a ${threshold}/${owners.length} Safe` })
      setStatus('mining')
      const receipt = await waitForTransactionReceipt(config, { chainId, hash })
      if (receipt.status !== 'success')
        throw new Error('The deployment transaction failed on chain.')
      onDeployed(await verifySafeDeployment(client, prepared, receipt))
    } catch (failure) {
      if (failure instanceof SafeDeploymentCheckError) {
        setError({
          title: sent ? 'The new Safe failed the checks and was not added' : 'Safe not created',
          message: failure.message,
        })
      } else {
        const description = describeWalletError(failure, step)
        setError({ title: description.title, message: description.message })
      }
    } finally {
      setStatus('idle')
    }
  }

  const label = {
    idle: account.chainId !== chainId ? `Switch to ${chain.chainName} and create` : 'Create Safe',
    switching: 'Switching network…',
    checking: 'Checking the Safe factory…',
    signing: 'Confirm in your wallet…',
    mining: 'Creating the Safe…',
  }[status]

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
        disabled={!owners || !choice.allowed || status !== 'idle'}
        onClick={deploy}
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
