import type { ChainInfo } from '@assent/gateway-client'
import { useAddRecentTransaction, useConnectModal } from '@rainbow-me/rainbowkit'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatEther } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import {
  getPublicClient,
  sendTransaction,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import { describeSignStepFailure } from '../../wallet/signAndProve'
import type { CounterfactualSafe } from '../safe/counterfactualSafesStore'
import { chooseSafeDeployment } from './chooseSafeDeployment'
import type { DeploySafeStep } from './deploySafe'
import { deploySafeMutationOptions } from './deploySafeMutationOptions'

type Props = { safe: CounterfactualSafe; chain: ChainInfo }

/**
 * Shown above every page of an undeployed Safe: its coin balance read from the chain, and
 * Activate, which deploys it with the stored setup in one wallet transaction (then checked:
 * address, code, singleton, owners). Transactions can be built before, but run only after it.
 */
export default function CounterfactualSafePanel({ safe, chain }: Props) {
  const config = useConfig()
  const account = useAccount()
  const queryClient = useQueryClient()
  const { openConnectModal } = useConnectModal()
  const addRecentTransaction = useAddRecentTransaction()
  const [step, setStep] = useState<DeploySafeStep>('checking')
  const chainId = Number(safe.chainId)
  const onChain = useQuery({
    queryKey: ['counterfactualSafeOnChain', safe.chainId, safe.address],
    queryFn: async () => {
      const client = getPublicClient(config, { chainId })
      if (!client) throw new Error(`No RPC for ${chain.chainName}.`)
      const [balance, code] = await Promise.all([
        client.getBalance({ address: safe.address }),
        client.getCode({ address: safe.address }),
      ])
      return { balance, deployed: Boolean(code && code !== '0x') }
    },
    refetchInterval: 5_000,
  })
  const activate = useMutation(
    deploySafeMutationOptions({
      wallet: {
        switchChain: (id) => switchChain(config, { chainId: id }),
        getReader: (id) => getPublicClient(config, { chainId: id }),
        sendTransaction: (request) => sendTransaction(config, request),
        waitForReceipt: (request) => waitForTransactionReceipt(config, request),
      },
      onStep: setStep,
      onSent: (hash) => addRecentTransaction({ hash, description: 'Activate the Safe' }),
      onSuccess: () => queryClient.invalidateQueries(),
    }),
  )
  const error = activate.error
    ? describeSignStepFailure(activate.error, 'Safe not activated')
    : null
  const deployed = onChain.data?.deployed || activate.isSuccess

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
    <section
      className="card"
      aria-labelledby="counterfactual-title"
      data-testid="counterfactual-panel"
    >
      <h2 id="counterfactual-title">
        {deployed ? 'Safe activated' : 'This Safe is not deployed yet'}
      </h2>
      <p className="muted" data-testid="counterfactual-balance">
        Balance on {chain.chainName}:{' '}
        {onChain.data
          ? `${formatEther(onChain.data.balance)} ${chain.nativeCurrency.symbol}`
          : onChain.isError
            ? 'could not be read'
            : '…'}
      </p>
      {deployed ? (
        <p className="muted">The gateway shows it fully once it has indexed the deployment.</p>
      ) : (
        <>
          <p className="muted">
            It can receive funds at its address now, and transactions can be built; they run only
            once the Safe is activated (deployed by one wallet transaction).
          </p>
          {account.address ? (
            <button
              type="button"
              className="button button-primary"
              disabled={activate.isPending}
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
        </>
      )}
      {error && (
        <p className="field-error" role="alert">
          <strong>{error.title}.</strong> {error.message}
        </p>
      )}
    </section>
  )
}
