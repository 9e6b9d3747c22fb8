import {
  predictSafeProxyAddress,
  SAFE_DEPLOYMENTS,
  SAFE_PROXY_CODE_HASHES,
  safeAbi,
  safeProxyFactoryAbi,
} from '@assent/core'
import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  type PublicClient,
} from 'viem'
import { CREATABLE_SAFE_VERSIONS } from '../../welcome/chooseSafeDeployment'

/** Why a Safe's creation cannot give the same address on another network. */
export class SafeReplayError extends Error {
  override name = 'SafeReplayError'
}

export type SafeReplayReader = Pick<PublicClient, 'getCode' | 'readContract'>
export type CreationReader = Pick<PublicClient, 'getTransaction'>

export type PlanSafeReplayParameters = {
  address: Address
  /** The transaction that created the Safe on its network (from the gateway's creation info). */
  creationTxHash: Hex
  /** The Safe's owners and threshold today, on its network. */
  current: { owners: readonly string[]; threshold: number }
}

/** The one wallet transaction that creates the same Safe on the target network. */
export type SafeReplayPlan = { factory: Address; data: Hex; owners: Address[]; threshold: number }

const hasCode = (code: Hex | undefined) => Boolean(code && code !== '0x')
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.some((y) => y.toLowerCase() === x.toLowerCase()))

/**
 * Replays a Safe's creation on another network: reads the creating transaction from the
 * Safe's own network (a direct createProxyWithNonce call to a canonical factory), checks that
 * the setup it carried is still the Safe's, then predicts the address on the target network
 * with that network's factory and refuses unless it is the same address. Sends nothing.
 * @throws SafeReplayError with the reason, before any wallet prompt
 */
export async function planSafeReplay(
  source: CreationReader,
  target: SafeReplayReader,
  { address, creationTxHash, current }: PlanSafeReplayParameters,
): Promise<SafeReplayPlan> {
  const transaction = await source.getTransaction({ hash: creationTxHash })
  const factory = transaction.to ? getAddress(transaction.to) : undefined
  const version = CREATABLE_SAFE_VERSIONS.find(
    (v) => SAFE_DEPLOYMENTS[v].safeProxyFactory === factory,
  )
  if (!factory || !version) {
    throw new SafeReplayError(
      'This Safe was not created by a direct call to a canonical Safe factory (1.4.1 or 1.3.0), so its creation cannot be replayed.',
    )
  }
  let call: { singleton: Address; initializer: Hex; saltNonce: bigint }
  try {
    const decoded = decodeFunctionData({ abi: safeProxyFactoryAbi, data: transaction.input })
    if (decoded.functionName !== 'createProxyWithNonce') throw new Error(decoded.functionName)
    const [singleton, initializer, saltNonce] = decoded.args
    call = { singleton, initializer, saltNonce }
  } catch {
    throw new SafeReplayError(
      'The creating transaction is not a createProxyWithNonce call, so its creation cannot be replayed.',
    )
  }
  const setup = decodeFunctionData({ abi: safeAbi, data: call.initializer })
  if (setup.functionName !== 'setup') {
    throw new SafeReplayError('The creating transaction does not set the Safe up.')
  }
  const [owners, threshold] = setup.args
  if (!sameSet(owners, current.owners) || Number(threshold) !== current.threshold) {
    throw new SafeReplayError(
      `The owners or threshold changed since this Safe was created (then ${threshold} of ${owners.length}: ${owners.join(', ')}); replaying its creation would make a Safe with the old setup, so it is refused.`,
    )
  }
  if (!hasCode(await target.getCode({ address: factory }))) {
    throw new SafeReplayError(`There is no Safe ${version} factory at ${factory} on that network.`)
  }
  if (!hasCode(await target.getCode({ address: call.singleton }))) {
    throw new SafeReplayError(`The Safe contract ${call.singleton} is not on that network.`)
  }
  const proxyCreationCode = await target.readContract({
    address: factory,
    abi: safeProxyFactoryAbi,
    functionName: 'proxyCreationCode',
  })
  if (keccak256(proxyCreationCode) !== SAFE_PROXY_CODE_HASHES[version].creationCode) {
    throw new SafeReplayError(
      `The factory at ${factory} on that network does not create the published Safe ${version} proxy.`,
    )
  }
  const predicted = predictSafeProxyAddress({ factory, ...call, proxyCreationCode })
  if (predicted !== getAddress(address)) {
    throw new SafeReplayError(
      `Replaying the creation would give ${predicted} on that network, not ${getAddress(address)}.`,
    )
  }
  if (hasCode(await target.getCode({ address: predicted }))) {
    throw new SafeReplayError(`This Safe already exists at ${predicted} on that network.`)
  }
  return {
    factory,
    owners: [...owners],
    threshold: Number(threshold),
    data: encodeFunctionData({
      abi: safeProxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [call.singleton, call.initializer, call.saltNonce],
    }),
  }
}
