import type { GatewayDeps } from '../deps'
import { readDemoManifest, seedDemoOffchain } from './seedDemoOffchain'
import { seedMainnetQueue } from './seedMainnetQueue'
import { seedNestedQueue } from './seedNestedQueue'

/**
 * Seeds the off-chain demo from the devnet's `demo.json` when it exists. Never throws: a
 * gateway whose chain is down or whose demo Safe is missing still starts, with a logged warning.
 */
export async function seedDemoFromManifestFile(deps: GatewayDeps, path: string): Promise<void> {
  try {
    const manifest = readDemoManifest(path)
    if (!manifest) return
    const seeded = await seedDemoOffchain(deps, manifest)
    if (seeded)
      deps.log.info('demo queue and messages seeded', { safe: manifest.safes.multisig.address })
    if (await seedMainnetQueue(deps, manifest))
      deps.log.info('demo queue seeded', { safe: manifest.safes.mainnet?.address })
    if (await seedNestedQueue(deps, manifest))
      deps.log.info('demo queue seeded', { safe: manifest.safes.nested?.address })
  } catch (error) {
    deps.log.warn('demo seeding skipped', {
      path,
      error: error instanceof Error ? error.message : String(error),
    })
  }
}
