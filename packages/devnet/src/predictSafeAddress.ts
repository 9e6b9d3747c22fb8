import { safeAbi, safeProxyFactoryAbi } from '@assent/core'
import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  keccak256,
  zeroAddress,
} from 'viem'
import type { DevnetPublicClient } from './createDevnetClients'
import { SAFE_141_ADDRESSES } from './safeContracts'

export type SafeSetupParams = {
  owners: Address[]
  threshold: number | bigint
  /** Salt nonce of createProxyWithNonce; with the setup it fixes the address. */
  saltNonce: bigint
  /** Default SafeL2 1.4.1. */
  singleton?: Address
  /** Default CompatibilityFallbackHandler 1.4.1. */
  fallbackHandler?: Address
  /** The proxy factory that creates it. Default SafeProxyFactory 1.4.1. */
  factory?: Address
}

/** The `setup` calldata a Safe proxy is initialised with. */
export function encodeSafeSetup(params: SafeSetupParams): Hex {
  return encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [
      params.owners,
      BigInt(params.threshold),
      zeroAddress,
      '0x',
      params.fallbackHandler ?? SAFE_141_ADDRESSES.compatibilityFallbackHandler,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  })
}

/**
 * The address the proxy factory (1.4.1 unless told; 1.3.0 computes it the same way) gives a
 * Safe created with createProxyWithNonce:
 * CREATE2(salt = keccak(keccak(initializer) ‖ saltNonce), proxyCreationCode ‖ singleton).
 */
export async function predictSafeAddress(
  publicClient: DevnetPublicClient,
  params: SafeSetupParams,
): Promise<Address> {
  const factory = params.factory ?? SAFE_141_ADDRESSES.safeProxyFactory
  const creationCode = await publicClient.readContract({
    address: factory,
    abi: safeProxyFactoryAbi,
    functionName: 'proxyCreationCode',
  })
  const singleton = params.singleton ?? SAFE_141_ADDRESSES.safeL2
  const salt = keccak256(
    concat([
      keccak256(encodeSafeSetup(params)),
      encodeAbiParameters([{ type: 'uint256' }], [params.saltNonce]),
    ]),
  )
  const bytecode = concat([creationCode, encodeAbiParameters([{ type: 'address' }], [singleton])])
  return getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecode })
}
