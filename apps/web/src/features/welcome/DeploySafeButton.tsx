import { safeProxyFactoryAbi } from '@assent/core'
import type { ChainInfo } from '@assent/gateway-client'
import { useAddRecentTransaction, useConnectModal } from '@rainbow-me/rainbowkit'
import { useState } from 'react'
import { type Address, getAddress, parseEventLogs } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import { sendTransaction, switchChain, waitForTransactionReceipt } from 'wagmi/actions'
import { describeWalletError } from '../../wallet/errors'
import { buildSafeDeployment } from './buildSafeDeployment'

type Props = {
  chain: ChainInfo
  owners: Address[] | null
  threshold: number
  saltNonce: bigint
  onDeployed: (safe: Address) => void
}

/**
 * Deploys the Safe from the connected wallet: switches network if needed, sends
 * createProxyWithNonce, tracks it in RainbowKit's recent transactions, and reads the new
 * Safe's address from the factory's ProxyCreation event.
 */
export default function DeploySafeButton({
  chain,
  owners,
  threshold,
  saltNonce,
  onDeployed,
}: Props) {
  const config = useConfig()
  const account = useAccount()
  const { openConnectModal } = useConnectModal()
  const addRecentTransaction = useAddRecentTransaction()
  const [status, setStatus] = useState<'idle' | 'switching' | 'signing' | 'mining'>('idle')
  const [error, setError] = useState<{ title: string; message: string } | null>(null)
  const chainId = Number(chain.chainId)

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
    try {
      if (account.chainId !== chainId) {
        step = 'switchChain'
        setStatus('switching')
        await switchChain(config, { chainId })
        step = 'sendTransaction'
      }
      const factory = chain.contractAddresses?.safeProxyFactoryAddress
      const deployment = buildSafeDeployment({
        owners,
        threshold,
        saltNonce,
        factory: factory ? getAddress(factory) : undefined,
      })
      setStatus('signing')
      const hash = await sendTransaction(config, {
        chainId,
        to: deployment.factory,
        data: deployment.data,
      })
      addRecentTransaction({ hash, description: `Create a ${threshold}/${owners.length} Safe` })
      setStatus('mining')
      const receipt = await waitForTransactionReceipt(config, { chainId, hash })
      if (receipt.status !== 'success')
        throw new Error('The deployment transaction failed on chain.')
      const [created] = parseEventLogs({
        abi: safeProxyFactoryAbi,
        eventName: 'ProxyCreation',
        logs: receipt.logs,
      })
      if (!created) throw new Error('The factory did not report a new Safe.')
      onDeployed(getAddress(created.args.proxy))
    } catch (failure) {
      const description = describeWalletError(failure, step)
      setError({ title: description.title, message: description.message })
    } finally {
      setStatus('idle')
    }
  }

  const label = {
    idle: account.chainId !== chainId ? `Switch to ${chain.chainName} and create` : 'Create Safe',
    switching: 'Switching network…',
    signing: 'Confirm in your wallet…',
    mining: 'Creating the Safe…',
  }[status]

  return (
    <div className="field">
      <button
        type="button"
        className="button button-primary"
        disabled={!owners || status !== 'idle'}
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
