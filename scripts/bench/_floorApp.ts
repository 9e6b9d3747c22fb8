import { join } from 'node:path'
import { build } from 'vite'
import { benchBuildDir, repoRoot } from './_webStack'

/**
 * Builds the floor page (scripts/bench/floor-app: React + viem, the balances rows, nothing
 * else) for this run's gateway into the wallet's bench build, under /floor/: the same static
 * server, headers and origin (which the gateway's CORS allows) serve both pages.
 * Returns the folder and the page's path.
 */
export async function buildFloorApp({
  gatewayUrl,
  outDir = join(benchBuildDir, 'web', 'floor'),
}: {
  gatewayUrl: string
  /** Default: the `floor` folder of the wallet's bench build, served as `/floor/`. */
  outDir?: string
}) {
  process.env.VITE_GATEWAY_URL = gatewayUrl
  await build({
    configFile: join(repoRoot, 'scripts/bench/floor-app/vite.config.ts'),
    // Relative asset URLs: the page lives in a sub-folder of the wallet's build.
    base: './',
    build: { outDir, emptyOutDir: true },
  })
  return { outDir, path: '/floor/' }
}
