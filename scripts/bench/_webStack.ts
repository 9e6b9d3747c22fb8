import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchChromium, type TestChromium } from '@assent/test'
import { type Stack, startStack } from '../lib/startStack'

/**
 * Ports of the web benchmarks: away from `npm start` (85xx/87xx/51xx) and the e2e suites.
 * BENCH_PORT_BASE=n puts them at n … n + 3 (bench:compare adds n + 8 and n + 9), so a second
 * run on the machine does not collide with this one.
 */
export const BENCH_PORTS = benchPorts(process.env.BENCH_PORT_BASE)

function benchPorts(base: string | undefined) {
  if (base === undefined || base === '') {
    return { devnet: 38545, gateway: 38787, web: 35173, demoApp: 35174 }
  }
  const port = Number(base)
  if (!Number.isInteger(port) || port < 1024 || port > 65_526) {
    throw new Error(`BENCH_PORT_BASE must be a port number from 1024 to 65526, not "${base}".`)
  }
  return { devnet: port, gateway: port + 1, web: port + 2, demoApp: port + 3 }
}
export const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..')
/** Builds for the bench ports are kept here, so repeated runs rebuild only on change. */
export const benchBuildDir = join(repoRoot, '.data/bench-build')
export const DEMO_OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export type BenchStack = Stack & {
  chromium: TestChromium
  demoSafe: string
  close(): Promise<void>
}

/** The whole product on the bench ports with throwaway data, plus a headless Chromium. */
export async function startBenchStack(): Promise<BenchStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'assent-bench-web-'))
  const stack = await startStack({
    repoRoot,
    dataDir,
    ports: BENCH_PORTS,
    outDirs: { web: join(benchBuildDir, 'web'), demoApp: join(benchBuildDir, 'demo-app') },
    buildStampDir: benchBuildDir,
  })
  const owned = (await (
    await fetch(`${stack.urls.gateway}/v1/chains/31337/owners/${DEMO_OWNER}/safes`)
  ).json()) as { safes: string[] }
  const chromium = await launchChromium()
  return {
    ...stack,
    chromium,
    demoSafe: owned.safes[0] ?? '',
    async close() {
      await chromium.close()
      await stack.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}
