import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { SAFE_MIGRATION_1_4_1 } from '@assent/core'
import { concat, encodeAbiParameters, type Hex, keccak256, zeroHash } from 'viem'
import type { DevnetClients } from './createDevnetClients'
import { hasCode } from './hasCode'
import { SAFE_141_ADDRESSES } from './safeContracts'

const require = createRequire(import.meta.url)

/**
 * Deploys SafeMigration 1.4.1 (the upgrade path of 1.3.0 Safes) at its canonical address:
 * CREATE2 with salt 0 through the Safe singleton factory, from the
 * @safe-global/safe-contracts@1.4.1-2 artifact with the canonical 1.4.1 singletons and fallback
 * handler as constructor arguments; the code hash is checked against safe-deployments.
 * Idempotent; returns whether it deployed.
 */
export async function deploySafeMigration({
  publicClient,
  walletClients,
  testClient,
}: DevnetClients): Promise<boolean> {
  if (await hasCode(publicClient, SAFE_MIGRATION_1_4_1)) return false
  const artifact = JSON.parse(
    readFileSync(
      require.resolve(
        '@safe-global/safe-contracts-v1.4.1-2/build/artifacts/contracts/libraries/SafeMigration.sol/SafeMigration.json',
      ),
      'utf8',
    ),
  ) as { bytecode: Hex }
  const args = encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }, { type: 'address' }],
    [
      SAFE_141_ADDRESSES.safe,
      SAFE_141_ADDRESSES.safeL2,
      SAFE_141_ADDRESSES.compatibilityFallbackHandler,
    ],
  )
  const deployer = walletClients[0]
  if (!deployer) throw new Error('deploySafeMigration: no funded account')
  const hash = await testClient.sendUnsignedTransaction({
    from: deployer.account.address,
    to: SAFE_141_ADDRESSES.singletonFactory,
    data: concat([zeroHash, artifact.bytecode, args]),
  })
  await publicClient.waitForTransactionReceipt({ hash })
  const code = await publicClient.getCode({ address: SAFE_MIGRATION_1_4_1 })
  const published = JSON.parse(
    readFileSync(
      require.resolve('@safe-global/safe-deployments/dist/assets/v1.4.1/safe_migration.json'),
      'utf8',
    ),
  ) as { deployments: { canonical: { codeHash: Hex } } }
  if (!code || keccak256(code) !== published.deployments.canonical.codeHash) {
    throw new Error(`SafeMigration 1.4.1 at ${SAFE_MIGRATION_1_4_1} is not the published code`)
  }
  return true
}
