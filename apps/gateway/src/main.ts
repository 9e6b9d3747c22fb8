import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { splitList } from './config/origins'
import { createLogger, type LogLevel } from './log/createLogger'
import { startGateway } from './server'
import { DEFAULT_WEBHOOK_RETRY, type WebhookRetryPolicy } from './webhooks/startWebhookWorker'

// `npm start -w apps/gateway`: configuration comes from the environment (see README).
const env = process.env

/** RESPONSE_CACHE_MB as bytes; anything but a number ≥ 0 stops the start with a clear message. */
function cacheBytes(megabytes: string): number {
  const value = Number(megabytes)
  if (!Number.isFinite(value) || value < 0) {
    console.error(`RESPONSE_CACHE_MB must be a number of megabytes ≥ 0, got "${megabytes}"`)
    process.exit(1)
  }
  return value * 2 ** 20
}
/** WEBHOOK_TIMEOUT_MS over the default retry policy; a bad value stops the start clearly. */
function webhookRetry(timeout: string): WebhookRetryPolicy {
  const timeoutMs = Number(timeout)
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100) {
    console.error(
      `WEBHOOK_TIMEOUT_MS must be a whole number of milliseconds ≥ 100, got "${timeout}"`,
    )
    process.exit(1)
  }
  return { ...DEFAULT_WEBHOOK_RETRY, timeoutMs }
}
// CORS_ORIGINS used to mix the wallet's origins with others and gave them all the cookie.
if (env.CORS_ORIGINS !== undefined) {
  console.error(
    'CORS_ORIGINS is no longer read: set WALLET_ORIGINS (the wallet, with credentials and SIWE) and APP_ORIGINS (Safe Apps, without credentials)',
  )
  process.exit(1)
}
const log = createLogger({ level: (env.LOG_LEVEL as LogLevel | undefined) ?? 'info' })
const gateway = await startGateway({
  host: env.GATEWAY_HOST ?? '127.0.0.1',
  port: Number(env.GATEWAY_PORT ?? 8787),
  dataDir: env.GATEWAY_DATA ?? fileURLToPath(new URL('../../../.data/gateway', import.meta.url)),
  databaseUrl: env.DATABASE_URL || undefined,
  chainsConfig: env.CHAINS_CONFIG || undefined,
  devnetRpcUrl: `http://127.0.0.1:${env.DEVNET_PORT ?? 8545}`,
  demoAppUrl: env.DEMO_APP_URL ?? `http://127.0.0.1:${env.DEMO_APP_PORT ?? 5174}`,
  // The devnet's demo world (written by `npm run devnet`) gets its queue and messages here.
  demoManifestPath: join(
    env.DEVNET_DATA ?? fileURLToPath(new URL('../../../.data/devnet', import.meta.url)),
    'demo.json',
  ),
  ...(env.WALLET_ORIGINS ? { walletOrigins: splitList(env.WALLET_ORIGINS) } : {}),
  ...(env.APP_ORIGINS ? { appOrigins: splitList(env.APP_ORIGINS) } : {}),
  publicUrl: env.GATEWAY_PUBLIC_URL || undefined,
  // RESPONSE_CACHE_MB=0 turns the response cache off (benchmarks of uncached answers).
  ...(env.RESPONSE_CACHE_MB ? { responseCacheBytes: cacheBytes(env.RESPONSE_CACHE_MB) } : {}),
  // How long one webhook delivery may take; a process that died mid-delivery holds its
  // endpoint for twice that before another picks it up.
  ...(env.WEBHOOK_TIMEOUT_MS ? { webhookRetry: webhookRetry(env.WEBHOOK_TIMEOUT_MS) } : {}),
  // Email subscriptions and mails when both are set (see docs/OPERATIONS.md).
  ...(env.SMTP_URL && env.MAIL_FROM
    ? {
        mail: {
          smtpUrl: env.SMTP_URL,
          from: env.MAIL_FROM,
          appUrl: env.MAIL_APP_URL || undefined,
        },
      }
    : {}),
  logger: log,
}).catch((error: unknown) => {
  log.error('gateway failed to start', {
    error: error instanceof Error ? error.message : String(error),
  })
  process.exit(1)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    gateway.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
