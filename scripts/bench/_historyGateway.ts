import { join } from 'node:path'
import { startGateway } from '@assent/gateway'
import { launchChromium, type TestChromium } from '@assent/test'
import { startSeededSafes } from '../../apps/gateway/bench/seed'
import { walletSecurityHeaders } from '../lib/securityHeaders'
import { startStaticServer } from '../lib/staticServer'
import { BENCH_PORTS, benchBuildDir } from './_webStack'

export type HistoryStack = {
  webUrl: string
  /** One Safe per size asked for, in the same order. */
  safes: string[]
  chromium: TestChromium
  close(): Promise<void>
}

/**
 * Safes with `sizes[i]` executed transactions each in their histories, seeded by the gateway
 * bench's bulk seeder (apps/gateway/bench/seed.ts) into one database, behind one gateway on the
 * bench port and the bench web build (which has that gateway URL baked in): their pages can be
 * visited alternately, on the same stack at the same moments.
 */
export async function startHistoryStack(sizes: readonly number[]): Promise<HistoryStack> {
  const seeded = await startSeededSafes(
    'pglite',
    sizes.map((executed) => ({ executed, incoming: 0, queued: 0, messages: 0 })),
  )
  const webUrl = `http://127.0.0.1:${BENCH_PORTS.web}`
  // Stopped in reverse order of start, also when a later start fails.
  const stops: (() => Promise<void>)[] = [() => seeded.stop()]
  const close = async () => {
    for (const stop of stops.reverse()) await stop()
  }
  try {
    const gateway = await startGateway({
      port: BENCH_PORTS.gateway,
      dataDir: seeded.dataDir,
      devnetRpcUrl: seeded.devnet.rpcUrl,
      walletOrigins: [webUrl],
      indexer: false,
    })
    stops.push(() => gateway.stop())
    const web = await startStaticServer({
      root: join(benchBuildDir, 'web'),
      port: BENCH_PORTS.web,
      spaFallback: true,
      headers: walletSecurityHeaders({ gatewayUrl: gateway.url, rpcUrls: [seeded.devnet.rpcUrl] }),
    })
    stops.push(() => web.stop())
    const chromium = await launchChromium()
    stops.push(() => chromium.close())
    return { webUrl, safes: seeded.safes.map(({ safe }) => safe), chromium, close }
  } catch (error) {
    await close()
    throw error
  }
}
