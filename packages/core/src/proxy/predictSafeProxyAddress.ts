import { type Address, concat, getContractAddress, type Hex, keccak256, pad, toHex } from 'viem'

export type SafeProxyCreation = {
  /** The factory that runs CREATE2 (its address is part of the result). */
  factory: Address
  /** The singleton the proxy delegates to (appended to the creation code). */
  singleton: Address
  /** The `setup` calldata the proxy is initialised with. */
  initializer: Hex
  saltNonce: bigint
  /** What the factory's `proxyCreationCode()` returns. */
  proxyCreationCode: Hex
}

/**
 * The address SafeProxyFactory (1.3.0 and 1.4.1) gives a proxy made by createProxyWithNonce:
 * CREATE2(factory, keccak(keccak(initializer) ‖ saltNonce), proxyCreationCode ‖ singleton).
 * Pure: the address follows from what was asked for, not from what a log or a server says.
 */
export function predictSafeProxyAddress(creation: SafeProxyCreation): Address {
  const salt = keccak256(
    concat([keccak256(creation.initializer), toHex(creation.saltNonce, { size: 32 })]),
  )
  const bytecode = concat([creation.proxyCreationCode, pad(creation.singleton, { size: 32 })])
  return getContractAddress({ opcode: 'CREATE2', from: creation.factory, salt, bytecode })
}
