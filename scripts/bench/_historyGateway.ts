import { join } from 'node:path'
import { startGateway } from '@assent/gateway'
import { launchChromium, type TestChromium } from '@assent/test'
import { startSeededStack } from '../../apps/gateway/bench/seed'
import { walletSecurityHeaders } from '../lib/securityHeaders'
import { startStaticServer } from '../lib/staticServer'
import { BENCH_PORTS, benchBuildDir } from './_webStack'

export type HistoryStack = {
  webUrl: string
  safe: string
  chromium: TestChromium
  close(): Promise<void>
}

/**
 * A Safe with `executed` executed transactions in its history, seeded by the gateway bench's
 * bulk seeder (apps/gateway/bench/seed.ts), behind a gateway on the bench port and the bench
 * web build (which has that gateway URL baked in).
 */
export async function startTestGateway(executed: number): Promise<HistoryStack> {
  const seeded = await startSeededStack('pglite', { executed, incoming: 0, queued: 0, messages: 0 })
  const webUrl = `http://127.0.0.1:${BENCH_PORTS.web}`
  const gateway = await startGateway({
    port: BENCH_PORTS.gateway,
    dataDir: seeded.dataDir,
    devnetRpcUrl: seeded.devnet.rpcUrl,
    walletOrigins: [webUrl],
    indexer: false,
  })
  const web = await startStaticServer({
    root: join(benchBuildDir, 'web'),
    port: BENCH_PORTS.web,
    spaFallback: true,
    headers: walletSecurityHeaders({ gatewayUrl: gateway.url, rpcUrls: [seeded.devnet.rpcUrl] }),
  })
  const chromium = await launchChromium()
  return {
    webUrl,
    safe: seeded.safe,
    chromium,
    async close() {
      await chromium.close()
      await web.stop()
      await gateway.stop()
      await seeded.stop()
    },
  }
}
