import type { ChainInfo } from '@assent/gateway-client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import {
  getPublicClient,
  sendTransaction,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import { useGateway } from '../../../kernel/GatewayProvider'
import { addSafe } from '../../safe/addedSafesStore'
import { fetchSafeCreationTxHash } from './fetchSafeCreationTxHash'
import { planSafeReplay } from './planSafeReplay'

type Props = {
  source: ChainInfo
  target: ChainInfo
  address: Address
  current: { owners: readonly string[]; threshold: number }
  onAdded: (chain: ChainInfo) => void
}

/**
 * Creates the open Safe on `target` by replaying its creation: the plan (planSafeReplay, with
 * its address check) is made before the wallet is asked for anything; then one transaction.
 */
export default function AddNetworkButton({ source, target, address, current, onAdded }: Props) {
  const config = useConfig()
  const account = useAccount()
  const gateway = useGateway()
  const queryClient = useQueryClient()
  const add = useMutation({
    mutationKey: ['addSafeNetwork', target.chainId, address],
    mutationFn: async () => {
      const sourceClient = getPublicClient(config, { chainId: Number(source.chainId) })
      const targetClient = getPublicClient(config, { chainId: Number(target.chainId) })
      if (!sourceClient || !targetClient) throw new Error('No RPC for one of the networks.')
      const creationTxHash = await fetchSafeCreationTxHash(gateway.baseUrl, source.chainId, address)
      const plan = await planSafeReplay(sourceClient, targetClient, {
        address,
        creationTxHash,
        current,
      })
      const chainId = Number(target.chainId)
      if (account.chainId !== chainId) await switchChain(config, { chainId })
      const hash = await sendTransaction(config, { chainId, to: plan.factory, data: plan.data })
      const receipt = await waitForTransactionReceipt(config, { chainId, hash })
      const code = await targetClient.getCode({ address })
      if (receipt.status !== 'success' || !code || code === '0x') {
        throw new Error(`The transaction did not create the Safe on ${target.chainName}.`)
      }
    },
    onSuccess: () => {
      addSafe({ chainId: target.chainId, address })
      queryClient.invalidateQueries()
      onAdded(target)
    },
  })
  return (
    <div className="field">
      <button
        type="button"
        className="button button-primary"
        disabled={!account.address || add.isPending}
        onClick={() => add.mutate()}
        data-testid="add-network-button"
      >
        {add.isPending
          ? 'Creating the Safe…'
          : account.address
            ? `Create on ${target.chainName}`
            : 'Connect a wallet to add a network'}
      </button>
      {add.error && (
        <p className="field-error" role="alert" data-testid="add-network-error">
          <strong>Network not added.</strong> {add.error.message}
        </p>
      )}
    </div>
  )
}
