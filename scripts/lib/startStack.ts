import { join } from 'node:path'
import {
  SECOND_DEVNET_CHAIN_ID,
  seedDemoWorld,
  seedSecondDemoChain,
  startDevnet,
} from '@assent/devnet'
import {
  createLogger,
  type Gateway,
  type LogLevel,
  preparePgliteDir,
  seedDemoFromManifestFile,
  startGateway,
} from '@assent/gateway'
// The demo queue is seeded once the devnet's manifest exists, after the gateway has started
// in parallel with the devnet seed (startGateway alone would find no manifest on a fresh chain).
import { buildIfStale } from './buildIfStale'
import {
  demoAppSecurityHeaders,
  parseSafeWalletOrigins,
  walletSecurityHeaders,
} from './securityHeaders'
import { startStaticServer } from './staticServer'

export type StackOptions = {
  repoRoot: string
  /** Holds devnet/, gateway/ and build stamps. */
  dataDir: string
  /**
   * `secondDevnet`: the port of the devnet's second chain (31338), which the gateway then
   * serves beside the first; without it the stack runs one chain.
   */
  ports: { devnet: number; gateway: number; web: number; demoApp: number; secondDevnet?: number }
  databaseUrl?: string | undefined
  /** Where the web and demo builds go (default: each app's dist/). */
  outDirs?: { web: string; demoApp: string }
  /** Where build stamps are kept (default <dataDir>/build). */
  buildStampDir?: string
  log?: (line: string) => void
  /** The gateway's JSON log level (default: LOG_LEVEL, else info). */
  gatewayLogLevel?: LogLevel
  /**
   * Safe wallets that may open the wallet as a Safe App, besides its own origins (default:
   * SAFE_WALLET_ORIGINS, else https://app.safe.global).
   */
  safeWalletOrigins?: readonly string[]
}

export type Stack = {
  /** `secondRpc`: the second devnet chain's RPC, when the stack runs it. */
  urls: { rpc: string; gateway: string; web: string; demoApp: string; secondRpc?: string }
  stop(): Promise<void>
}

const DAY_SECONDS = 86_400

/**
 * Brings up the whole product: anvil with the Safe contracts and the demo world, the gateway,
 * the wallet web app and the demo Safe App, each on its port. Data survives a restart.
 * Independent phases overlap: the two web builds (only when their inputs changed) run in child
 * processes while anvil is seeded and the gateway opens its database.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => {})
  const started = performance.now()
  const done = (what: string) =>
    log(`${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  const host = '127.0.0.1'
  const rpc = `http://${host}:${options.ports.devnet}`
  const { secondDevnet: secondPort } = options.ports
  const secondRpc = secondPort === undefined ? undefined : `http://${host}:${secondPort}`
  const rpcUrls = secondRpc ? [rpc, secondRpc] : [rpc]
  const gatewayUrl = `http://${host}:${options.ports.gateway}`
  const webUrl = `http://${host}:${options.ports.web}`
  const demoAppUrl = `http://${host}:${options.ports.demoApp}`
  const walletOrigins = [webUrl, `http://localhost:${options.ports.web}`]
  const devnetDir = join(options.dataDir, 'devnet')
  const gatewayDir = join(options.dataDir, 'gateway')
  const stampDir = options.buildStampDir ?? join(options.dataDir, 'build')

  const builds = Promise.all([
    buildIfStale(options.repoRoot, {
      workspace: 'apps/web',
      sources: [
        'apps/web',
        'packages/core/src',
        'packages/gateway-client/src',
        'packages/review/src',
        'packages/safe-apps/src',
      ],
      // The Development wallet reads the devnet here directly, not through the gateway's config.
      env: { VITE_GATEWAY_URL: gatewayUrl, VITE_DEVNET_RPC_URL: rpc },
      stampFile: join(stampDir, 'web.json'),
      ...(options.outDirs ? { outDir: options.outDirs.web } : {}),
    }).then((built) => built && done('built the wallet web app')),
    buildIfStale(options.repoRoot, {
      workspace: 'apps/demo-app',
      sources: ['apps/demo-app', 'packages/core/src', 'packages/safe-apps/src'],
      env: { VITE_ALLOWED_PARENT_ORIGINS: walletOrigins.join(',') },
      stampFile: join(stampDir, 'demo-app.json'),
      ...(options.outDirs ? { outDir: options.outDirs.demoApp } : {}),
    }).then((built) => built && done('built the demo app')),
  ]).then(() => undefined)
  // Awaited once anvil is seeded; until then a failure must not count as unhandled.
  builds.catch(() => {})

  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => {})
  }
  try {
    // A genesis a week back lets the demo history spread over several days.
    const genesisTimestamp = Math.floor(Date.now() / 1000) - 7 * DAY_SECONDS
    // Both anvils start at once; each is stopped with the stack even when the other failed.
    const devnets = await Promise.allSettled([
      startDevnet({ port: options.ports.devnet, dataDir: devnetDir, genesisTimestamp }),
      secondPort === undefined
        ? undefined
        : startDevnet({
            port: secondPort,
            dataDir: join(options.dataDir, 'devnet2'),
            chainId: SECOND_DEVNET_CHAIN_ID,
            genesisTimestamp,
          }),
    ])
    for (const result of devnets) {
      if (result.status === 'fulfilled' && result.value) stops.push(result.value.stop)
    }
    for (const result of devnets) if (result.status === 'rejected') throw result.reason
    const [devnet, secondDevnet] = devnets.map((result) =>
      result.status === 'fulfilled' ? result.value : undefined,
    )
    if (!devnet) throw new Error('the devnet did not start')
    done(secondDevnet ? 'devnet chains listening' : 'devnet listening')

    const seeding = (async () => {
      // Deploys the Safe contracts first when they are missing.
      await Promise.all([
        seedDemoWorld(devnet.rpcUrl, { dataDir: devnetDir }),
        secondDevnet && seedSecondDemoChain(secondDevnet.rpcUrl),
      ])
      done('devnet seeded')
    })()
    const gatewayStarting = (async () => {
      if (!options.databaseUrl) await preparePgliteDir(join(gatewayDir, 'pglite'))
      const gateway = await startGateway({
        port: options.ports.gateway,
        dataDir: gatewayDir,
        databaseUrl: options.databaseUrl,
        devnetRpcUrl: devnet.rpcUrl,
        secondDevnetRpcUrl: secondDevnet?.rpcUrl,
        demoAppUrl,
        // The wallet alone gets the session cookie and SIWE; the demo app may read without it.
        walletOrigins,
        appOrigins: [demoAppUrl],
        logger: createLogger({
          level:
            options.gatewayLogLevel ?? (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info',
        }),
      })
      done('gateway listening')
      return gateway
    })()
    const [seeded, gatewayStarted, built] = await Promise.allSettled([
      seeding,
      gatewayStarting,
      builds,
    ])
    if (gatewayStarted.status === 'fulfilled') stops.push(gatewayStarted.value.stop)
    for (const result of [seeded, gatewayStarted, built]) {
      if (result.status === 'rejected') throw result.reason
    }
    const gateway = (gatewayStarted as PromiseFulfilledResult<Gateway>).value
    if (process.env.DEMO_SEED !== '0') {
      await seedDemoFromManifestFile(gateway.deps, join(devnetDir, 'demo.json'))
    }

    const web = await startStaticServer({
      root: options.outDirs?.web ?? join(options.repoRoot, 'apps/web/dist'),
      port: options.ports.web,
      spaFallback: true,
      headers: walletSecurityHeaders({
        gatewayUrl,
        rpcUrls,
        // The local wallet under its other name (localhost) may frame it too.
        safeWalletOrigins: [
          ...(options.safeWalletOrigins ?? parseSafeWalletOrigins(process.env.SAFE_WALLET_ORIGINS)),
          ...walletOrigins.filter((origin) => origin !== webUrl),
        ],
      }),
    })
    stops.push(web.stop)
    const demoApp = await startStaticServer({
      root: options.outDirs?.demoApp ?? join(options.repoRoot, 'apps/demo-app/dist'),
      port: options.ports.demoApp,
      headers: demoAppSecurityHeaders({ walletOrigins, rpcUrls }),
      // The wallet reads the app's manifest cross-origin.
      headersFor: (path) =>
        path === '/manifest.json' ? { 'access-control-allow-origin': '*' } : undefined,
    })
    stops.push(demoApp.stop)
    done('ready')
    const urls = { rpc, gateway: gatewayUrl, web: webUrl, demoApp: demoAppUrl }
    return { urls: secondRpc ? { ...urls, secondRpc } : urls, stop }
  } catch (error) {
    // Let a running build finish rather than leave it behind this process.
    await builds.catch(() => {})
    await stop()
    throw error
  }
}
