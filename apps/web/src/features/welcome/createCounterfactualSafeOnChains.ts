import { SAFE_DEPLOYMENTS } from '@assent/core'
import type { CounterfactualSafeReader } from '@assent/review'
import type { CounterfactualSafe } from '../safe/counterfactualSafesStore'
import {
  type CreateCounterfactualSafeParameters,
  createCounterfactualSafe,
} from './createCounterfactualSafe'

/** A served network to create on, with the app's reader of it (undefined: no RPC). */
export type CounterfactualChainTarget = {
  chainId: number
  chainName: string
  client: CounterfactualSafeReader | undefined
}

type ChainResult = { ok: true; safe: CounterfactualSafe } | { ok: false; reason: string }

/**
 * "Create without deploying" on one or more networks at once: the same setup predicted on each
 * (createCounterfactualSafe, against that chain's canonical factory), whose singleton must be
 * there too. All or nothing: when any network cannot give the Safe (no RPC, no canonical
 * factory or singleton of the version, a salt already used there) or gives another address,
 * nothing is answered and the error names each network and its reason (just the reason for a
 * single network). Sends nothing.
 * @returns one record per network, all at the same address, in the order given
 */
export async function createCounterfactualSafeOnChains(
  chains: readonly CounterfactualChainTarget[],
  setup: Omit<CreateCounterfactualSafeParameters, 'chainId'>,
): Promise<CounterfactualSafe[]> {
  if (chains.length === 0) throw new Error('Pick at least one network.')
  const contracts = SAFE_DEPLOYMENTS[setup.version]
  const singleton = setup.l2 ? contracts.safeL2 : contracts.safe
  const results = await Promise.all(
    chains.map(async ({ chainId, chainName, client }): Promise<ChainResult> => {
      try {
        if (!client) throw new Error(`No RPC for ${chainName}.`)
        const safe = await createCounterfactualSafe(client, { ...setup, chainId })
        const code = await client.getCode({ address: singleton })
        if (!code || code === '0x') {
          throw new Error(`There is no Safe ${setup.version} contract ${singleton} on this chain.`)
        }
        return { ok: true, safe }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        return { ok: false, reason: chains.length === 1 ? message : `${chainName}: ${message}` }
      }
    }),
  )
  const reasons = results.flatMap((result) => (result.ok ? [] : [result.reason]))
  if (reasons.length > 0) {
    throw new Error(
      chains.length === 1 ? reasons[0] : `Not created on any network. ${reasons.join(' ')}`,
    )
  }
  const safes = results.flatMap((result) => (result.ok ? [result.safe] : []))
  const addresses = new Set(safes.map((safe) => safe.address))
  if (addresses.size > 1) {
    throw new Error(
      `Not created on any network: the address differs between them (${safes.map((s) => `${s.chainId}: ${s.address}`).join(', ')}).`,
    )
  }
  return safes
}
