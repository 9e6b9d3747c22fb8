import { type Address, encodeFunctionData, type Hex, zeroAddress } from 'viem'
import { safeAbi } from '../abi/safeAbi'
import { safeProxyFactoryAbi } from '../abi/safeProxyFactoryAbi'
import { SAFE_DEPLOYMENTS } from '../deployments'
import { InvalidSafeSetupError } from '../errors/BaseError'
import { type CheckedSafeSetup, checkSafeSetup, type SafeSetupInput } from './checkSafeSetup'
import { predictSafeProxyAddress } from './predictSafeProxyAddress'

export type CounterfactualSafeDeployment = CheckedSafeSetup & {
  /** Where createProxyWithNonce puts the Safe. */
  address: Address
  /** The version's canonical SafeProxyFactory. */
  factory: Address
  /** SafeL2 or Safe of the version. */
  singleton: Address
  /** The version's CompatibilityFallbackHandler. */
  fallbackHandler: Address
  /** The `setup` calldata the proxy is initialised with. */
  initializer: Hex
  /** `createProxyWithNonce(singleton, initializer, saltNonce)` calldata for `factory`. */
  data: Hex
}

/** The text when an owner is the predicted Safe itself (setup refuses it: GS203). */
export const SAFE_OWNS_ITSELF_ERROR = (n: number) =>
  `Owner ${n} is the address this Safe would have; a Safe cannot own itself.`

/**
 * The Safe that createProxyWithNonce on the version's canonical factory would create from these
 * owners, threshold and salt nonce, and where, without a chain: the initializer is `setup` as
 * Safe{Wallet} builds it (no module setup, no payment, the version's CompatibilityFallbackHandler),
 * and the address is the factory's CREATE2 over it. `proxyCreationCode` is what that factory's
 * `proxyCreationCode()` returns (the caller reads it, and checks it, on the chain).
 * @throws InvalidSafeSetupError (SAFE_SETUP_ERRORS, SAFE_OWNS_ITSELF_ERROR)
 * @example
 * const { address, data, factory } = counterfactualSafeDeployment({
 *   owners, threshold: 2, saltNonce: 0n, version: '1.4.1', l2: true, proxyCreationCode,
 * })
 */
export function counterfactualSafeDeployment(
  input: SafeSetupInput & { proxyCreationCode: Hex },
): CounterfactualSafeDeployment {
  const setup = checkSafeSetup(input)
  const contracts = SAFE_DEPLOYMENTS[setup.version]
  const factory = contracts.safeProxyFactory
  const singleton = setup.l2 ? contracts.safeL2 : contracts.safe
  const fallbackHandler = contracts.compatibilityFallbackHandler
  const initializer = encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [
      setup.owners,
      BigInt(setup.threshold),
      zeroAddress,
      '0x',
      fallbackHandler,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  })
  const address = predictSafeProxyAddress({
    factory,
    singleton,
    initializer,
    saltNonce: setup.saltNonce,
    proxyCreationCode: input.proxyCreationCode,
  })
  const self = setup.owners.indexOf(address)
  if (self !== -1) throw new InvalidSafeSetupError(SAFE_OWNS_ITSELF_ERROR(self + 1))
  return {
    ...setup,
    address,
    factory,
    singleton,
    fallbackHandler,
    initializer,
    data: encodeFunctionData({
      abi: safeProxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [singleton, initializer, setup.saltNonce],
    }),
  }
}
