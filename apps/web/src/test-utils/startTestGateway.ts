import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLogger, preparePgliteDir, startGateway } from '@assent/gateway'
import { createGatewayClient, type GatewayClient } from '@assent/gateway-client'

/** A running gateway for a test file, and a client of it. */
export type TestGateway = {
  url: string
  client: GatewayClient
  /** Stops the gateway and deletes its data folder. */
  stop: () => Promise<void>
}

/**
 * The real gateway (`@assent/gateway`, PGlite in a fresh temp folder, its indexer following
 * the chain) serving the devnet at `rpcUrl` as chain 31337, on a free port: for the web app's
 * tests of what it sends to a gateway and reads back. Tests only; node environment.
 * @example const gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl }); …; await gateway.stop()
 */
export async function startTestGateway({ rpcUrl }: { rpcUrl: string }): Promise<TestGateway> {
  const dataDir = mkdtempSync(join(tmpdir(), 'assent-web-gateway-'))
  await preparePgliteDir(join(dataDir, 'pglite'), { keepTemplateInMemory: true })
  const gateway = await startGateway({
    port: 0,
    dataDir,
    devnetRpcUrl: rpcUrl,
    safeApps: [],
    logger: createLogger({ level: 'silent' }),
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  })
  return {
    url: gateway.url,
    client: createGatewayClient({ baseUrl: gateway.url, maxRetries: 0 }),
    async stop() {
      await gateway.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
