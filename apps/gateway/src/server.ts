import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { SafeAppData } from '@assent/gateway-client'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { createChainRegistry } from './chain/createChainRegistry'
import type { ChainConfig } from './config/chainConfig'
import { loadGatewayConfig } from './config/loadGatewayConfig'
import { DEFAULT_WALLET_ORIGINS, parseOrigins } from './config/origins'
import { type Database, openDatabase } from './db/openDatabase'
import { seedDemoFromManifestFile } from './demo/seedDemoFromManifestFile'
import type { GatewayDeps } from './deps'
import { signUnsubscribeToken } from './email/confirmToken'
import { createMailer, type MailSettings } from './email/createMailer'
import { startMailWorker } from './email/startMailWorker'
import { describeTransactionFor } from './email/transactionTitle'
import { type Indexer, startIndexer } from './indexer/startIndexer'
import { createLogger, type Logger } from './log/createLogger'
import { startWebhookWorker, type WebhookRetryPolicy } from './webhooks/startWebhookWorker'

export type StartGatewayOptions = {
  host?: string
  /** 0 picks a free port. */
  port?: number
  /** Folder for PGlite and the session secret. */
  dataDir: string
  /** PostgreSQL URL; PGlite in `dataDir` when absent. */
  databaseUrl?: string | undefined
  /** Path of a chains config file (see README); ignored when `chains` is given. */
  chainsConfig?: string | undefined
  /** Chains to serve, bypassing any file. */
  chains?: ChainConfig[]
  safeApps?: SafeAppData[]
  /** RPC of the default devnet chain when neither `chains` nor `chainsConfig` is given. */
  devnetRpcUrl?: string
  /** RPC of the devnet's second chain (31338), served beside the first in that case too. */
  secondDevnetRpcUrl?: string | undefined
  demoAppUrl?: string
  /**
   * The wallet web app's origins: credentialed CORS and the SIWE domains accepted (default
   * {@link DEFAULT_WALLET_ORIGINS}). Exact origins such as `https://wallet.example`.
   */
  walletOrigins?: string[]
  /**
   * Origins of Safe Apps that may call the gateway cross-origin without credentials; `*` for
   * any (default: the demo app's origin).
   */
  appOrigins?: string[]
  /** The gateway's public URL (behind a proxy); `https://…` makes the session cookie Secure. */
  publicUrl?: string | undefined
  logger?: Logger
  clock?: () => number
  /** Follow the chains (default true); false serves from the database only. */
  indexer?: boolean
  /** How webhook deliveries are retried (DEFAULT_WEBHOOK_RETRY unless told). */
  webhookRetry?: WebhookRetryPolicy
  /**
   * The devnet's demo manifest (`demo.json`): the demo Safe's queue and messages are seeded
   * from it once, unless the environment sets DEMO_SEED=0.
   */
  demoManifestPath?: string | undefined
  /** Bytes of JSON answers cached per chain (default 32 MiB); 0 turns the cache off. */
  responseCacheBytes?: number
  /**
   * SMTP for email subscriptions and their mails; off when absent. `appUrl` (the wallet's
   * public URL, for links in mails) defaults to the first wallet origin.
   */
  mail?: (Omit<MailSettings, 'appUrl'> & { appUrl?: string | undefined }) | undefined
}

export type Gateway = {
  url: string
  port: number
  deps: GatewayDeps
  database: Database
  stop(): Promise<void>
}

/**
 * Starts the gateway: opens (and migrates) the database, builds the chains, serves HTTP.
 * @example const gw = await startGateway({ dataDir, port: 0 }); …; await gw.stop()
 */
export async function startGateway(opts: StartGatewayOptions): Promise<Gateway> {
  const log = opts.logger ?? createLogger()
  const demoAppUrl = opts.demoAppUrl ?? 'http://127.0.0.1:5174'
  // Checked before anything opens, so a bad origin stops the start with its own message.
  const walletOrigins = parseOrigins(opts.walletOrigins ?? DEFAULT_WALLET_ORIGINS, 'walletOrigins')
  const appOrigins = parseOrigins(
    opts.appOrigins ?? [new URL(demoAppUrl).origin],
    'appOrigins',
    true,
  )
  if (opts.publicUrl !== undefined && !/^https?:\/\/[^/]/.test(opts.publicUrl)) {
    throw new Error(`publicUrl: "${opts.publicUrl}" is not an http(s) URL`)
  }
  const mailer = opts.mail
    ? createMailer({ ...opts.mail, appUrl: opts.mail.appUrl ?? walletOrigins[0] ?? '' })
    : undefined
  const config = opts.chains
    ? { chains: opts.chains, safeApps: opts.safeApps ?? [] }
    : loadGatewayConfig({
        chainsConfigPath: opts.chainsConfig,
        devnetRpcUrl: opts.devnetRpcUrl ?? 'http://127.0.0.1:8545',
        secondDevnetRpcUrl: opts.secondDevnetRpcUrl,
        demoAppUrl,
      })
  mkdirSync(opts.dataDir, { recursive: true })
  const database = await openDatabase({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl })
  const deps: GatewayDeps = {
    db: database.db,
    chains: createChainRegistry(config.chains, { responseCacheBytes: opts.responseCacheBytes }),
    log,
    settings: {
      walletOrigins,
      appOrigins,
      publicUrl: opts.publicUrl,
      sessionSecret: readOrCreateSecret(opts.dataDir),
      safeApps: opts.safeApps ?? config.safeApps,
    },
    mailer,
    ...(opts.clock ? { clock: opts.clock } : {}),
  }
  const app = createApp(deps)
  const host = opts.host ?? '127.0.0.1'
  let server: ReturnType<typeof serve>
  try {
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, hostname: host, port: opts.port ?? 8787 }, () =>
        resolve(s),
      )
      s.once('error', reject)
    })
  } catch (error) {
    await database.close()
    mailer?.close()
    throw error
  }
  const indexers: Indexer[] =
    opts.indexer === false
      ? []
      : deps.chains
          .list()
          .map((chain) =>
            startIndexer({ database, chain, log, ...(opts.clock ? { clock: opts.clock } : {}) }),
          )
  const webhookWorker = startWebhookWorker({
    db: database.db,
    log,
    // Real time, not `clock`: a test's fixed clock would hold every retry back forever.
    ...(opts.webhookRetry ? { retry: opts.webhookRetry } : {}),
  })
  const port = (server.address() as AddressInfo).port
  const url = `http://${host}:${port}`
  const publicBase = (opts.publicUrl ?? url).replace(/\/+$/, '')
  const mailWorker = mailer
    ? startMailWorker({
        db: database.db,
        chains: deps.chains,
        mailer,
        log,
        unsubscribeLink: (id) =>
          `${publicBase}/v1/email-subscriptions/unsubscribe?token=${signUnsubscribeToken(deps.settings.sessionSecret, id)}`,
        describeTransaction: describeTransactionFor(deps),
      })
    : undefined
  if (opts.demoManifestPath && process.env.DEMO_SEED !== '0') {
    await seedDemoFromManifestFile(deps, opts.demoManifestPath)
  }
  log.info('gateway listening', { url, database: database.kind })
  return {
    url,
    port,
    deps,
    database,
    async stop() {
      const workers = [...indexers, webhookWorker, ...(mailWorker ? [mailWorker] : [])]
      await Promise.all(workers.map((worker) => worker.stop()))
      mailer?.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Keep-alive connections would hold close() open for seconds.
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      await database.close()
    },
  }
}

/** The session HMAC key: generated once per data folder so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const path = join(dataDir, 'secret')
  if (existsSync(path)) return readFileSync(path, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  writeFileSync(path, secret, { mode: 0o600 })
  return secret
}
