import type { ChainInfo } from '@assent/gateway-client'
import { useMutation } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { type CounterfactualSafe, saveCounterfactualSafe } from '../safe/counterfactualSafesStore'
import type { CreatableSafeVersion } from './chooseSafeDeployment'
import { createCounterfactualSafeOnChains } from './createCounterfactualSafeOnChains'

type Props = {
  /** The networks picked: the same address is stored on each. */
  chains: readonly ChainInfo[]
  owners: Address[] | null
  threshold: number
  saltNonce: bigint
  version: CreatableSafeVersion
  l2: boolean
  onCreated: (safes: CounterfactualSafe[]) => void
}

/**
 * "Create without deploying": predicts the address on each picked network (no wallet prompt,
 * nothing sent), stores the Safe there in this browser and hands the records on to be opened.
 */
export default function CreateCounterfactualButton({
  chains,
  owners,
  threshold,
  saltNonce,
  version,
  l2,
  onCreated,
}: Props) {
  const config = useConfig()
  const create = useMutation({
    mutationKey: ['createCounterfactualSafe'],
    mutationFn: (setup: { owners: Address[] }) =>
      createCounterfactualSafeOnChains(
        chains.map((chain) => ({
          chainId: Number(chain.chainId),
          chainName: chain.chainName,
          client: getPublicClient(config, { chainId: Number(chain.chainId) }),
        })),
        { threshold, saltNonce, version, l2, ...setup },
      ),
    onSuccess: (safes) => {
      for (const safe of safes) saveCounterfactualSafe(safe)
      onCreated(safes)
    },
  })
  return (
    <div className="field">
      <button
        type="button"
        className="button"
        disabled={!owners || chains.length === 0 || create.isPending}
        onClick={() => owners && create.mutate({ owners })}
        data-testid="create-counterfactual-button"
      >
        {create.isPending ? 'Predicting the address…' : 'Create without deploying'}
      </button>
      <p className="field-hint">
        The address is computed now and can receive funds at once; the Safe is deployed later with
        Activate, or by its first transaction when one signature is enough (one wallet transaction
        per network).
      </p>
      {create.error && (
        <p className="field-error" role="alert" data-testid="create-counterfactual-error">
          <strong>Safe not created.</strong> {create.error.message}
        </p>
      )}
    </div>
  )
}
