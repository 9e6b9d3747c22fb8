import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { SAFE_1_2_0_DEPLOYMENTS } from '@assent/core'
import { type Address, type Hex, keccak256 } from 'viem'
import type { DevnetClients } from './createDevnetClients'
import { hasCode } from './hasCode'

const require = createRequire(import.meta.url)

/**
 * keccak256 of GnosisSafe 1.2.0 as @gnosis.pm/safe-contracts@1.2.0 builds it
 * (src/artifacts/safe-1.2.0.json). safe-deployments publishes another hash for the mainnet
 * code: the package was rebuilt with solc 0.5.17 after the deployment, and no registry package
 * holds the deployed build. Same sources and VERSION, other compiler metadata; the devnet can
 * only pin the package's build.
 */
export const SAFE_120_PACKAGE_CODE_HASH: Hex =
  '0x7538cd37d1930cc7b0ad11c7b3b1cd6d9e3f20baee2b82b8227fa69124a8f549'

/** The code hash safe-deployments publishes for the mainnet GnosisSafe 1.2.0. */
export function publishedSafe120CodeHash(): Hex {
  const path = require.resolve('@safe-global/safe-deployments/dist/assets/v1.2.0/gnosis_safe.json')
  const file = JSON.parse(readFileSync(path, 'utf8')) as {
    deployments: { canonical: { codeHash: Hex } }
  }
  return file.deployments.canonical.codeHash
}

/**
 * Places GnosisSafe 1.2.0 at its canonical address with anvil_setCode (deployed from a key on
 * mainnet, like 1.1.1). It is the only 1.2.0 contract: its Safes come from the 1.1.1
 * ProxyFactory, with the 1.1.1 DefaultCallbackHandler and MultiSend. Idempotent; returns the
 * addresses it placed.
 */
export async function deploySafe120Contracts({
  publicClient,
  testClient,
}: DevnetClients): Promise<Address[]> {
  const address = SAFE_1_2_0_DEPLOYMENTS.safe
  if (await hasCode(publicClient, address)) return []
  // Through require: a test environment may give import.meta.url another scheme than file:.
  const extracted = JSON.parse(
    readFileSync(require.resolve('./artifacts/safe-1.2.0.json'), 'utf8'),
  ) as { contracts: { GnosisSafe: Hex } }
  const code = extracted.contracts.GnosisSafe
  if (keccak256(code) !== SAFE_120_PACKAGE_CODE_HASH) {
    throw new Error('GnosisSafe 1.2.0: the extracted code is not the package build')
  }
  await testClient.setCode({ address, bytecode: code })
  return [address]
}
