import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SafeAppData } from '@assent/gateway-client'
import { createGatewayClient, type GatewayClient } from '@assent/gateway-client'
import type { ChainConfig } from '../config/chainConfig'
import { devnetChainConfig } from '../config/devnetChainConfig'
import { preparePgliteDir } from '../db/preparePgliteDir'
import { createLogger, type Logger } from '../log/createLogger'
import { type Gateway, type StartGatewayOptions, startGateway } from '../server'
import type { WebhookRetryPolicy } from '../webhooks/startWebhookWorker'

export type TestGateway = Gateway & {
  client: GatewayClient
  dataDir: string
  close(): Promise<void>
}

/**
 * A gateway on a free port serving the devnet at `rpcUrl`, with its data in a fresh temp folder
 * (PGlite) or on `databaseUrl` (PostgreSQL). `close()` stops it and deletes the folder.
 */
export async function startTestGateway(p: {
  rpcUrl: string
  databaseUrl?: string | undefined
  dataDir?: string
  chain?: (config: ChainConfig) => ChainConfig
  safeApps?: SafeAppData[]
  indexer?: boolean
  webhookRetry?: WebhookRetryPolicy
  clock?: () => number
  logger?: Logger
  publicUrl?: string
  walletOrigins?: string[]
  appOrigins?: string[]
  mail?: StartGatewayOptions['mail']
}): Promise<TestGateway> {
  const dataDir = p.dataDir ?? mkdtempSync(join(tmpdir(), 'assent-gateway-'))
  // A fresh folder starts from the migrated template instead of PGlite's initdb + migrations.
  if (!p.dataDir && !p.databaseUrl)
    await preparePgliteDir(join(dataDir, 'pglite'), { keepTemplateInMemory: true })
  const base = devnetChainConfig(p.rpcUrl)
  const chain = p.chain ? p.chain(base) : base
  const gateway = await startGateway({
    port: 0,
    dataDir,
    databaseUrl: p.databaseUrl,
    chains: [chain],
    safeApps: p.safeApps ?? [],
    logger: p.logger ?? createLogger({ level: 'silent' }),
    indexer: p.indexer ?? true,
    ...(p.clock ? { clock: p.clock } : {}),
    ...(p.webhookRetry ? { webhookRetry: p.webhookRetry } : {}),
    ...(p.publicUrl ? { publicUrl: p.publicUrl } : {}),
    ...(p.walletOrigins ? { walletOrigins: p.walletOrigins } : {}),
    ...(p.appOrigins ? { appOrigins: p.appOrigins } : {}),
    ...(p.mail ? { mail: p.mail } : {}),
  })
  return {
    ...gateway,
    dataDir,
    client: createGatewayClient({ baseUrl: gateway.url }),
    async close() {
      await gateway.stop()
      if (!p.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
