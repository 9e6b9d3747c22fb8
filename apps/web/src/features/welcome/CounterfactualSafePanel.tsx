import { type ChainInfo, getBalancesQueryKey } from '@assent/gateway-client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { formatEther } from 'viem'
import { useConfig } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { useGateway } from '../../kernel/GatewayProvider'
import type { CounterfactualSafe } from '../safe/counterfactualSafesStore'
import { ActivateSafeButton } from './ActivateSafeButton'

type Props = { safe: CounterfactualSafe; chain: ChainInfo }

/**
 * Shown above every page of an undeployed Safe: its coin balance read from the chain, and
 * Activate (ActivateSafeButton). A 1-of-n Safe is deployed by its first transaction too.
 */
export default function CounterfactualSafePanel({ safe, chain }: Props) {
  const config = useConfig()
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
  const deployed = onChain.data?.deployed
  // The send forms read balances from the gateway, kept fresh for 30 s and restored after a
  // reload: once the chain shows coin arriving, they read again instead of offering the old one.
  const queryClient = useQueryClient()
  const gateway = useGateway()
  const balance = onChain.data?.balance
  useEffect(() => {
    if (balance === undefined) return
    void queryClient.invalidateQueries({
      queryKey: getBalancesQueryKey(gateway, { chainId: safe.chainId, address: safe.address }),
    })
  }, [balance, queryClient, gateway, safe.chainId, safe.address])

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
            {safe.threshold === 1
              ? 'It can receive funds at its address now. Its first transaction deploys it in the same wallet transaction, or Activate deploys it alone.'
              : `It can receive funds at its address now. Activate deploys it (one wallet transaction); transactions need ${safe.threshold} signatures, which can be collected only once it is deployed.`}
          </p>
          <ActivateSafeButton safe={safe} chain={chain} />
        </>
      )}
    </section>
  )
}
