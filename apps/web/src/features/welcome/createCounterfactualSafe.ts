import { type CounterfactualSafeReader, predictCounterfactualSafe } from '@assent/review'
import type { CounterfactualSafe } from '../safe/counterfactualSafesStore'
import type { CreatableSafeVersion } from './chooseSafeDeployment'

export type CreateCounterfactualSafeParameters = {
  chainId: number
  owners: readonly string[]
  threshold: number
  saltNonce: bigint
  version: CreatableSafeVersion
  l2: boolean
}

/**
 * Predicts a new Safe's address against the chain's canonical factory (predictCounterfactualSafe:
 * its own proxy creation code, and no code at the address yet) and answers the record to store.
 * Sends nothing.
 * @throws InvalidSafeSetupError for bad owners or threshold; SafeAlreadyDeployedError for a salt
 * nonce already used with this setup; SafeFactoryMismatchError, ChainMismatchError
 */
export async function createCounterfactualSafe(
  client: CounterfactualSafeReader,
  parameters: CreateCounterfactualSafeParameters,
): Promise<CounterfactualSafe> {
  const predicted = await predictCounterfactualSafe(client, parameters)
  return {
    chainId: String(parameters.chainId),
    address: predicted.address,
    owners: predicted.owners,
    threshold: predicted.threshold,
    saltNonce: predicted.saltNonce.toString(),
    version: parameters.version,
    l2: predicted.l2,
  }
}
