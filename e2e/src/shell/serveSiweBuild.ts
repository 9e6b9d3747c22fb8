import { join, resolve } from 'node:path'
import type { BrowserContext } from 'playwright-core'
import { buildIfStale } from '../../../scripts/lib/buildIfStale'
import { walletSecurityHeaders } from '../../../scripts/lib/securityHeaders'
import type { Stack } from '../../../scripts/lib/startStack'
import { type StaticServer, startStaticServer } from '../../../scripts/lib/staticServer'

export type SiweBuild = {
  server: StaticServer
  /** Makes `context` load the wallet origin's pages and chunks from the SIWE build. */
  routeWalletOrigin(context: BrowserContext): Promise<void>
  stop(): Promise<void>
}

/**
 * Builds the web app with sign-in on (VITE_SIWE=1, a build-time flag) into e2e/.build and
 * serves it with the same security headers as the stack. Pages reach it under the stack's own
 * wallet origin (a context route), because the gateway accepts SIWE messages and credentialed
 * CORS only from the wallet origins it was started with.
 */
export async function serveSiweBuild(stack: Stack['urls']): Promise<SiweBuild> {
  const repoRoot = resolve(import.meta.dirname, '../../..')
  const gatewayPort = new URL(stack.gateway).port
  const outDir = join(repoRoot, `e2e/.build/web-siwe-${gatewayPort}`)
  await buildIfStale(repoRoot, {
    workspace: 'apps/web',
    sources: [
      'apps/web',
      'packages/core/src',
      'packages/gateway-client/src',
      'packages/safe-apps/src',
    ],
    env: { VITE_GATEWAY_URL: stack.gateway, VITE_SIWE: '1', VITE_DEVNET_RPC_URL: stack.rpc },
    stampFile: `${outDir}.json`,
    outDir,
  })
  const server = await startStaticServer({
    root: outDir,
    port: 0,
    spaFallback: true,
    headers: walletSecurityHeaders({ gatewayUrl: stack.gateway, rpcUrls: [stack.rpc] }),
  })
  return {
    server,
    async routeWalletOrigin(context) {
      // A fulfilled document has no network address, so Chromium's Local Network Access would
      // treat it as public and block its calls to the loopback gateway; the real page is served
      // from loopback, where the check passes. Grant what the real page gets implicitly.
      await context.grantPermissions(['local-network-access'])
      await context.route(`${stack.web}/**`, async (route) => {
        const url = new URL(route.request().url())
        const response = await route.fetch({ url: `${server.url}${url.pathname}${url.search}` })
        await route.fulfill({ response })
      })
    },
    stop: () => server.stop(),
  }
}
