import type { SafeAppData } from '@assent/gateway-client'
import type { ChainRegistry } from './chain/createChainRegistry'
import type { Db } from './db/openDatabase'
import type { Mailer } from './email/createMailer'
import type { Logger } from './log/createLogger'

/** Settings the HTTP layer needs beyond chains and database. */
export type GatewaySettings = {
  /**
   * The wallet web app's own origins: the only ones given credentialed CORS (the session
   * cookie) and the only SIWE `domain`/`uri` accepted.
   */
  walletOrigins: string[]
  /** Other origins (Safe Apps) that may call cross-origin, never with credentials; `*` = any. */
  appOrigins: string[]
  /** The gateway's URL as browsers reach it; an https one makes the session cookie Secure. */
  publicUrl?: string | undefined
  /** HMAC key of session cookies (from `$GATEWAY_DATA/secret`). */
  sessionSecret: string
  safeApps: SafeAppData[]
}

/** What every route module and service receives. */
export type GatewayDeps = {
  db: Db
  chains: ChainRegistry
  /** Milliseconds since epoch; tests pass a fixed clock. */
  clock?: () => number
  log: Logger
  settings: GatewaySettings
  /** Sends mail when SMTP is configured; email subscriptions are refused otherwise. */
  mailer?: Mailer | undefined
}

/** The current time of `deps`, in ms. */
export function now(deps: Pick<GatewayDeps, 'clock'>): number {
  return deps.clock ? deps.clock() : Date.now()
}
