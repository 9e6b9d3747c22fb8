import type { ChainInfo } from '@assent/gateway-client'
import { useMutation } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { type CounterfactualSafe, saveCounterfactualSafe } from '../safe/counterfactualSafesStore'
import type { CreatableSafeVersion } from './chooseSafeDeployment'
import { createCounterfactualSafe } from './createCounterfactualSafe'

type Props = {
  chain: ChainInfo
  owners: Address[] | null
  threshold: number
  saltNonce: bigint
  version: CreatableSafeVersion
  l2: boolean
  onCreated: (safe: CounterfactualSafe) => void
}

/**
 * "Create without deploying": predicts the address on the chain (no wallet prompt, nothing sent),
 * stores the Safe in this browser and hands it on to be opened.
 */
export default function CreateCounterfactualButton({
  chain,
  owners,
  threshold,
  saltNonce,
  version,
  l2,
  onCreated,
}: Props) {
  const config = useConfig()
  const chainId = Number(chain.chainId)
  const create = useMutation({
    mutationKey: ['createCounterfactualSafe'],
    mutationFn: async (setup: { owners: Address[] }) => {
      const client = getPublicClient(config, { chainId })
      if (!client) throw new Error(`No RPC for ${chain.chainName}.`)
      return createCounterfactualSafe(client, {
        chainId,
        threshold,
        saltNonce,
        version,
        l2,
        ...setup,
      })
    },
    onSuccess: (safe) => {
      saveCounterfactualSafe(safe)
      onCreated(safe)
    },
  })
  return (
    <div className="field">
      <button
        type="button"
        className="button"
        disabled={!owners || create.isPending}
        onClick={() => owners && create.mutate({ owners })}
        data-testid="create-counterfactual-button"
      >
        {create.isPending ? 'Predicting the address…' : 'Create without deploying'}
      </button>
      <p className="field-hint">
        The address is computed now and can receive funds at once; the Safe is deployed later with
        Activate (one wallet transaction).
      </p>
      {create.error && (
        <p className="field-error" role="alert" data-testid="create-counterfactual-error">
          <strong>Safe not created.</strong> {create.error.message}
        </p>
      )}
    </div>
  )
}
