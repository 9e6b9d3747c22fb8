import { join } from 'node:path'
import { deploySafeContracts, seedDemoWorld, startDevnet } from '@assent/devnet'
import { createLogger, type LogLevel, startGateway } from '@assent/gateway'
import { buildIfStale } from './buildIfStale'
import { demoAppSecurityHeaders, walletSecurityHeaders } from './securityHeaders'
import { type StaticServer, startStaticServer } from './staticServer'

export type StackOptions = {
  repoRoot: string
  /** Holds devnet/, gateway/ and build stamps. */
  dataDir: string
  ports: { devnet: number; gateway: number; web: number; demoApp: number }
  databaseUrl?: string | undefined
  /** Where the web and demo builds go (default: each app's dist/). */
  outDirs?: { web: string; demoApp: string }
  /** Where build stamps are kept (default <dataDir>/build). */
  buildStampDir?: string
  log?: (line: string) => void
  /** The gateway's JSON log level (default: LOG_LEVEL, else info). */
  gatewayLogLevel?: LogLevel
}

export type Stack = {
  urls: { rpc: string; gateway: string; web: string; demoApp: string }
  stop(): Promise<void>
}

const DAY_SECONDS = 86_400

/**
 * Brings up the whole product: anvil with the Safe contracts and the demo world, the gateway,
 * the wallet web app and the demo Safe App, each on its port. Builds the two web apps when
 * their output is stale. Data survives a restart.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => {})
  const host = '127.0.0.1'
  const rpc = `http://${host}:${options.ports.devnet}`
  const gatewayUrl = `http://${host}:${options.ports.gateway}`
  const webUrl = `http://${host}:${options.ports.web}`
  const demoAppUrl = `http://${host}:${options.ports.demoApp}`
  const walletOrigins = [webUrl, `http://localhost:${options.ports.web}`]

  const stampDir = options.buildStampDir ?? join(options.dataDir, 'build')
  log('building the web apps when needed…')
  buildIfStale(options.repoRoot, {
    workspace: 'apps/web',
    sources: [
      'apps/web',
      'packages/core/src',
      'packages/gateway-client/src',
      'packages/safe-apps/src',
    ],
    env: { VITE_GATEWAY_URL: gatewayUrl },
    stampFile: join(stampDir, 'web.json'),
    ...(options.outDirs ? { outDir: options.outDirs.web } : {}),
  })
  buildIfStale(options.repoRoot, {
    workspace: 'apps/demo-app',
    sources: ['apps/demo-app', 'packages/core/src', 'packages/safe-apps/src'],
    env: { VITE_ALLOWED_PARENT_ORIGINS: walletOrigins.join(',') },
    stampFile: join(stampDir, 'demo-app.json'),
    ...(options.outDirs ? { outDir: options.outDirs.demoApp } : {}),
  })

  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => {})
  }
  try {
    log('starting the devnet…')
    const devnet = await startDevnet({
      port: options.ports.devnet,
      dataDir: join(options.dataDir, 'devnet'),
      // A genesis a week back lets the demo history spread over several days.
      genesisTimestamp: Math.floor(Date.now() / 1000) - 7 * DAY_SECONDS,
    })
    stops.push(devnet.stop)
    await deploySafeContracts(devnet.rpcUrl)
    await seedDemoWorld(devnet.rpcUrl, { dataDir: join(options.dataDir, 'devnet') })

    log('starting the gateway…')
    const gateway = await startGateway({
      port: options.ports.gateway,
      dataDir: join(options.dataDir, 'gateway'),
      databaseUrl: options.databaseUrl,
      devnetRpcUrl: devnet.rpcUrl,
      demoAppUrl,
      demoManifestPath: join(options.dataDir, 'devnet', 'demo.json'),
      corsOrigins: [...walletOrigins, demoAppUrl],
      logger: createLogger({
        level: options.gatewayLogLevel ?? (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info',
      }),
    })
    stops.push(gateway.stop)

    const servers: StaticServer[] = []
    servers.push(
      await startStaticServer({
        root: options.outDirs?.web ?? join(options.repoRoot, 'apps/web/dist'),
        port: options.ports.web,
        spaFallback: true,
        headers: walletSecurityHeaders({ gatewayUrl, rpcUrls: [rpc] }),
      }),
      await startStaticServer({
        root: options.outDirs?.demoApp ?? join(options.repoRoot, 'apps/demo-app/dist'),
        port: options.ports.demoApp,
        headers: demoAppSecurityHeaders({ walletOrigins, rpcUrls: [rpc] }),
        // The wallet reads the app's manifest cross-origin.
        headersFor: (path) =>
          path === '/manifest.json' ? { 'access-control-allow-origin': '*' } : undefined,
      }),
    )
    for (const server of servers) stops.push(server.stop)
    return { urls: { rpc, gateway: gatewayUrl, web: webUrl, demoApp: demoAppUrl }, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
