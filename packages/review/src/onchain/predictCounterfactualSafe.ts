import {
  type CounterfactualSafeDeployment,
  checkSafeSetup,
  counterfactualSafeDeployment,
  SAFE_DEPLOYMENTS,
  SAFE_PROXY_CODE_HASHES,
  type SafeSetupInput,
  safeProxyFactoryAbi,
} from '@assent/core'
import { type Hex, keccak256, type PublicClient } from 'viem'
import { ChainMismatchError } from '../errors/chain'
import { SafeAlreadyDeployedError, SafeFactoryMismatchError } from '../errors/counterfactual'

/** The reads `predictCounterfactualSafe` needs of a viem client (a PublicClient has them). */
export type CounterfactualSafeReader = Pick<PublicClient, 'getChainId' | 'getCode' | 'readContract'>

/** The new Safe's setup, the chain it is for, and whether an existing one is an answer too. */
export type PredictCounterfactualSafeParameters = SafeSetupInput & {
  chainId: number
  /**
   * When the address already holds code: false (default) refuses with SafeAlreadyDeployedError,
   * as creating it again would revert; true answers `deployed: true` (opening a Safe that was
   * predicted earlier and has since been deployed).
   */
  allowDeployed?: boolean
}

/** The Safe, where it will be, the creation call, and whether it exists yet. */
export type PredictCounterfactualSafeReturnType = CounterfactualSafeDeployment & {
  chainId: number
  deployed: boolean
}

const hasCode = (code: Hex | undefined) => Boolean(code && code !== '0x')

/**
 * Predicts the address of a Safe before it is deployed (counterfactual), from owners,
 * threshold, salt nonce, version and L1/L2, as the version's canonical SafeProxyFactory on this
 * chain computes it: the creation code is the factory's own `proxyCreationCode()`, accepted only
 * when it hashes to the published proxy. Then looks for code at the address.
 * @throws InvalidSafeSetupError (from @assent/core) for bad input, before any read;
 * ChainMismatchError when the RPC serves another chain; SafeFactoryMismatchError when the
 * factory is missing or creates another proxy; SafeAlreadyDeployedError when the address holds
 * code and `allowDeployed` is not set
 * @example
 * const safe = await predictCounterfactualSafe(client, {
 *   chainId: 1, owners, threshold: 2, saltNonce: 0n, version: '1.4.1', l2: true,
 * })
 * safe.address, safe.factory, safe.data // send `data` to `factory` to deploy it
 */
export async function predictCounterfactualSafe(
  client: CounterfactualSafeReader,
  { chainId, allowDeployed = false, ...input }: PredictCounterfactualSafeParameters,
): Promise<PredictCounterfactualSafeReturnType> {
  // Input errors first: no read is worth making for a setup the Safe would refuse.
  const { version } = checkSafeSetup(input)
  const served = await client.getChainId()
  if (served !== chainId) {
    throw new ChainMismatchError({ expectedChainId: chainId, servedChainId: served })
  }
  const factory = SAFE_DEPLOYMENTS[version].safeProxyFactory
  if (!hasCode(await client.getCode({ address: factory }))) {
    throw new SafeFactoryMismatchError({ factory, version, missing: true })
  }
  const proxyCreationCode = await client
    .readContract({ address: factory, abi: safeProxyFactoryAbi, functionName: 'proxyCreationCode' })
    .catch((cause: unknown) => {
      throw new SafeFactoryMismatchError({ factory, version, missing: false, cause })
    })
  if (keccak256(proxyCreationCode) !== SAFE_PROXY_CODE_HASHES[version].creationCode) {
    throw new SafeFactoryMismatchError({ factory, version, missing: false })
  }
  const deployment = counterfactualSafeDeployment({ ...input, proxyCreationCode })
  const deployed = hasCode(await client.getCode({ address: deployment.address }))
  if (deployed && !allowDeployed) {
    throw new SafeAlreadyDeployedError({ address: deployment.address, chainId })
  }
  return { ...deployment, chainId, deployed }
}
