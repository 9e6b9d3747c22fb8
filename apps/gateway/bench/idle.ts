import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres, startTestDevnet } from '@assent/test'
import type { BenchRow } from '../../../scripts/bench'
import { spawnGateway } from '../src/resilience/spawnGateway'
import { startRpcProxy } from '../src/testing/startRpcProxy'
import { processCpuSeconds, waitSynced } from './http'
import type { BenchDatabase } from './seed'

/**
 * What a gateway costs while nobody uses it: its indexer and webhook worker poll every 250 ms
 * all day, and the browser suites keep two such gateways up for ~1,000 s. One gateway process
 * on a devnet at rest (behind a counting RPC proxy), after it synced and settled: its CPU as a
 * share of one core over `seconds`, and the requests it sends the node per second.
 */
export async function benchIdle(db: BenchDatabase, { seconds }: { seconds: number }) {
  const devnet = await startTestDevnet()
  let requests = 0
  const proxy = await startRpcProxy(devnet.rpcUrl, () => {
    requests++
    return undefined
  })
  const postgres = db === 'postgres' ? await startPostgres({ database: 'bench' }) : undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'assent-bench-idle-'))
  try {
    const gateway = await spawnGateway({
      rpcPort: Number(new URL(proxy.url).port),
      dataDir,
      databaseUrl: postgres?.url,
    })
    try {
      await waitSynced(gateway)
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      const pid = gateway.child.pid
      if (pid === undefined) throw new Error('the gateway process has no pid')
      const cpuBefore = processCpuSeconds(pid)
      const requestsBefore = requests
      await new Promise((resolve) => setTimeout(resolve, seconds * 1_000))
      const cpuShare = ((processCpuSeconds(pid) - cpuBefore) / seconds) * 100
      const rows: BenchRow[] = [
        { group: 'gateway', name: `idle CPU [${db}]`, value: cpuShare, unit: '% of a core' },
        {
          group: 'gateway',
          name: `idle node requests [${db}]`,
          value: (requests - requestsBefore) / seconds,
          unit: '/s',
        },
      ]
      return rows
    } finally {
      await gateway.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await postgres?.stop()
    await proxy.close()
    await devnet.stop()
  }
}
