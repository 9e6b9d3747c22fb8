import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Address, Hex } from 'viem'

/**
 * Canonical Safe v1.4.1 addresses (CREATE2 through the Safe singleton factory, salt 0).
 * Mirrors @assent/core SAFE_DEPLOYMENTS['1.4.1'] with the same keys; kept here until core
 * exports it (#2), a test checks both agree once it does.
 */
export const SAFE_141_ADDRESSES = {
  safeL2: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
  safe: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  safeProxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
  compatibilityFallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
  multiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  multiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
  signMessageLib: '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9',
  createCall: '0x9b35Af71d77eaf8d7e40252370304687390A1A52',
  simulateTxAccessor: '0x3d4BA2E0884aa488718476ca2FB8Efc291A46199',
  singletonFactory: '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7',
} as const satisfies Record<string, Address>

export type SafeContractName = Exclude<keyof typeof SAFE_141_ADDRESSES, 'singletonFactory'>

/** Where each contract's Hardhat artifact lives inside @safe-global/safe-contracts@1.4.1. */
const artifactPaths: Record<SafeContractName, string> = {
  safeL2: 'contracts/SafeL2.sol/SafeL2.json',
  safe: 'contracts/Safe.sol/Safe.json',
  safeProxyFactory: 'contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json',
  compatibilityFallbackHandler:
    'contracts/handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
  multiSend: 'contracts/libraries/MultiSend.sol/MultiSend.json',
  multiSendCallOnly: 'contracts/libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
  signMessageLib: 'contracts/libraries/SignMessageLib.sol/SignMessageLib.json',
  createCall: 'contracts/libraries/CreateCall.sol/CreateCall.json',
  simulateTxAccessor: 'contracts/accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json',
}

/** Deployment order: the singletons first, then factory, handler and libraries. */
export const SAFE_CONTRACT_NAMES = Object.keys(artifactPaths) as SafeContractName[]

/** Creation bytecode of a Safe 1.4.1 contract, read from the npm package's build artifacts. */
export function readSafeArtifactBytecode(name: SafeContractName): Hex {
  const require = createRequire(import.meta.url)
  const root = dirname(require.resolve('@safe-global/safe-contracts/package.json'))
  const path = join(root, 'build', 'artifacts', artifactPaths[name])
  const artifact = JSON.parse(readFileSync(path, 'utf8')) as { bytecode: Hex }
  return artifact.bytecode
}
