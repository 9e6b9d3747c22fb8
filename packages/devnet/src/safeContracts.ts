import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { SAFE_DEPLOYMENTS } from '@assent/core'
import type { Hex } from 'viem'

/** Canonical Safe v1.4.1 addresses (CREATE2 through the Safe singleton factory, salt 0). */
export const SAFE_141_ADDRESSES = SAFE_DEPLOYMENTS['1.4.1']

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
