import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { SAFE_1_1_1_DEPLOYMENTS } from '@assent/core'
import { type Address, type Hex, keccak256 } from 'viem'
import type { DevnetClients } from './createDevnetClients'
import { hasCode } from './hasCode'

const require = createRequire(import.meta.url)

/** The Safe 1.1.1 contracts the devnet holds: artifact name, address and safe-deployments file. */
const SAFE_111_CONTRACTS = [
  { artifact: 'GnosisSafe', address: SAFE_1_1_1_DEPLOYMENTS.safe, asset: 'gnosis_safe' },
  {
    artifact: 'ProxyFactory',
    address: SAFE_1_1_1_DEPLOYMENTS.safeProxyFactory,
    asset: 'proxy_factory',
  },
  {
    artifact: 'DefaultCallbackHandler',
    address: SAFE_1_1_1_DEPLOYMENTS.defaultCallbackHandler,
    asset: 'default_callback_handler',
  },
  { artifact: 'MultiSend', address: SAFE_1_1_1_DEPLOYMENTS.multiSend, asset: 'multi_send' },
] as const

type Extracted = { contracts: Record<(typeof SAFE_111_CONTRACTS)[number]['artifact'], Hex> }

function publishedCodeHash(asset: string): Hex {
  const path = require.resolve(`@safe-global/safe-deployments/dist/assets/v1.1.1/${asset}.json`)
  const file = JSON.parse(readFileSync(path, 'utf8')) as {
    deployments: { canonical: { codeHash: Hex } }
  }
  return file.deployments.canonical.codeHash
}

/**
 * Places the Safe 1.1.1 contracts (GnosisSafe, ProxyFactory, DefaultCallbackHandler, MultiSend)
 * at their canonical addresses with anvil_setCode: they were deployed from a key on mainnet,
 * which cannot be replayed. The runtime code comes from the published
 * @gnosis.pm/safe-contracts@1.1.1 artifacts (src/artifacts/safe-1.1.1.json, written by
 * scripts/extractSafe111.ts) and must hash to the code hash safe-deployments publishes.
 * Idempotent. Returns the addresses it placed.
 */
export async function deploySafe111Contracts({
  publicClient,
  testClient,
}: DevnetClients): Promise<Address[]> {
  // Through require: a test environment may give import.meta.url another scheme than file:.
  const extracted = JSON.parse(
    readFileSync(require.resolve('./artifacts/safe-1.1.1.json'), 'utf8'),
  ) as Extracted
  const placed: Address[] = []
  for (const contract of SAFE_111_CONTRACTS) {
    if (await hasCode(publicClient, contract.address)) continue
    const code = extracted.contracts[contract.artifact]
    if (keccak256(code) !== publishedCodeHash(contract.asset)) {
      throw new Error(`${contract.artifact} 1.1.1: the extracted code is not the published code`)
    }
    await testClient.setCode({ address: contract.address, bytecode: code })
    placed.push(contract.address)
  }
  return placed
}
