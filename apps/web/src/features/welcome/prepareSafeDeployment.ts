import {
  predictSafeProxyAddress,
  SAFE_PROXY_CODE_HASHES,
  SAFE_PROXY_FACTORY_CODE_HASHES,
  safeProxyFactoryAbi,
} from '@assent/core'
import { type Address, type Hex, keccak256 } from 'viem'
import { buildSafeDeployment, type SafeDeployment } from './buildSafeDeployment'
import type { CreatableSafeVersion, SafeDeploymentChoice } from './chooseSafeDeployment'
import { SafeDeploymentCheckError } from './SafeDeploymentCheckError'
import type { SafeDeploymentReader } from './safeDeploymentReader'

export type PreparedSafeDeployment = SafeDeployment & {
  version: CreatableSafeVersion
  owners: readonly Address[]
  threshold: number
  fallbackHandler: Address
  proxyCreationCode: Hex
  /** Where the Safe must appear: CREATE2 of exactly this factory, singleton and setup. */
  predicted: Address
}

const hasCode = (code: Hex | undefined): code is Hex => Boolean(code && code !== '0x')

/**
 * Checks on chain, before anything is sent, that the chosen factory will create the Safe proxy
 * of the chosen version (its `proxyCreationCode()` hashes to the published one; the canonical address holds
 * the published factory code) and that the singleton exists, then predicts the new address.
 * Refuses an unknown factory the user has not acknowledged. Saves gas on a hopeless
 * deployment; verifySafeDeployment still checks the result, since a factory can lie here.
 */
export async function prepareSafeDeployment(
  client: SafeDeploymentReader,
  {
    choice,
    owners,
    threshold,
    saltNonce,
  }: {
    choice: SafeDeploymentChoice
    owners: readonly Address[]
    threshold: number
    saltNonce: bigint
  },
): Promise<PreparedSafeDeployment> {
  const { factory, singleton, fallbackHandler, version } = choice
  if (!choice.allowed) {
    throw new SafeDeploymentCheckError(
      `${factory} is not the canonical Safe factory; type the acknowledgement to use it.`,
    )
  }
  const factoryCode = await client.getCode({ address: factory })
  if (!hasCode(factoryCode)) {
    throw new SafeDeploymentCheckError(`There is no Safe factory at ${factory} on this network.`)
  }
  if (
    choice.canonicalFactory &&
    keccak256(factoryCode) !== SAFE_PROXY_FACTORY_CODE_HASHES[version]
  ) {
    throw new SafeDeploymentCheckError(
      `The code at ${factory} is not the published SafeProxyFactory ${version}.`,
    )
  }
  const proxyCreationCode = await client
    .readContract({ address: factory, abi: safeProxyFactoryAbi, functionName: 'proxyCreationCode' })
    .catch(() => {
      throw new SafeDeploymentCheckError(`The contract at ${factory} is not a Safe factory.`)
    })
  if (keccak256(proxyCreationCode) !== SAFE_PROXY_CODE_HASHES[version].creationCode) {
    throw new SafeDeploymentCheckError(
      `The factory at ${factory} does not create the published Safe ${version} proxy.`,
    )
  }
  if (!hasCode(await client.getCode({ address: singleton }))) {
    throw new SafeDeploymentCheckError(
      `The Safe ${version} contract ${singleton} is not on this network.`,
    )
  }
  const deployment = buildSafeDeployment({
    owners,
    threshold,
    saltNonce,
    factory,
    singleton,
    fallbackHandler,
  })
  const predicted = predictSafeProxyAddress({ ...deployment, proxyCreationCode })
  if (hasCode(await client.getCode({ address: predicted }))) {
    throw new SafeDeploymentCheckError(`A contract already exists at ${predicted}.`)
  }
  return {
    ...deployment,
    version,
    owners,
    threshold,
    fallbackHandler,
    proxyCreationCode,
    predicted,
  }
}
