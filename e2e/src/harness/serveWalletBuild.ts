import { resolve } from 'node:path'
import type { BrowserContext } from 'playwright-core'
import { buildIfStale } from '../../../scripts/lib/buildIfStale'
import { walletSecurityHeaders } from '../../../scripts/lib/securityHeaders'
import type { Stack } from '../../../scripts/lib/startStack'
import { type StaticServer, startStaticServer } from '../../../scripts/lib/staticServer'
import { e2eBuildDir } from './buildRoot'

/**
 * The RPCs of the stack's chains, for a build's Content Security Policy: its pages read both
 * devnet chains the gateway serves, as the stack's own build does.
 */
export function stackRpcUrls(stack: Stack['urls']): string[] {
  return stack.secondRpc ? [stack.rpc, stack.secondRpc] : [stack.rpc]
}

export type WalletBuild = {
  server: StaticServer
  /** Makes `context` load the wallet origin's pages and chunks from this build. */
  routeWalletOrigin(context: BrowserContext): Promise<void>
  stop(): Promise<void>
}

/**
 * A build of the web app with other build-time settings than the stack's (sign-in on, another
 * gateway…), into the harness's build cache as web-<name> (buildRoot.ts) (rebuilt only when its inputs change), served with the
 * stack's security headers. Pages reach it under the stack's own wallet origin (a context
 * route): the gateway and the demo Safe App answer only the wallet origins they were started for.
 */
export async function serveWalletBuild(p: {
  /** Distinguishes the build folder, e.g. `siwe-18787`. */
  name: string
  gatewayUrl: string
  /** VITE_* settings besides VITE_GATEWAY_URL. */
  env?: Record<string, string>
  /** RPC origins the page may reach (its Content Security Policy). */
  rpcUrls: string[]
  walletOrigin: string
}): Promise<WalletBuild> {
  const repoRoot = resolve(import.meta.dirname, '../../..')
  const outDir = e2eBuildDir(repoRoot, `web-${p.name}`)
  await buildIfStale(repoRoot, {
    workspace: 'apps/web',
    sources: [
      'apps/web',
      'packages/core/src',
      'packages/gateway-client/src',
      'packages/review/src',
      'packages/safe-apps/src',
    ],
    env: { VITE_GATEWAY_URL: p.gatewayUrl, ...p.env },
    stampFile: `${outDir}.json`,
    outDir,
  })
  const server = await startStaticServer({
    root: outDir,
    port: 0,
    spaFallback: true,
    headers: walletSecurityHeaders({ gatewayUrl: p.gatewayUrl, rpcUrls: p.rpcUrls }),
  })
  return {
    server,
    routeWalletOrigin: (context) => routeOriginTo(context, p.walletOrigin, server.url),
    stop: () => server.stop(),
  }
}

/**
 * Makes `context` load every page and file of `origin` from the server at `serverUrl`, so a
 * build served elsewhere runs under that origin (the gateway answers only the wallet origins it
 * was started for).
 */
export async function routeOriginTo(context: BrowserContext, origin: string, serverUrl: string) {
  // A fulfilled document has no network address, so Chromium's Local Network Access would
  // treat it as public and block its calls to the loopback gateway and node; the real page
  // is served from loopback, where the check passes. Grant what the real page gets.
  await context.grantPermissions(['local-network-access'])
  await context.route(`${origin}/**`, async (route) => {
    const url = new URL(route.request().url())
    const target = `${serverUrl}${url.pathname}${url.search}`
    // A GET of a static file: retried when the connection fails (the driver can reuse a
    // keep-alive socket the server is just closing — ECONNRESET when the full app asks
    // for its chunks at once), aborted as the network would if it keeps failing or the
    // page or server is gone (a page still open then reports it as a console error).
    for (let attempt = 1; ; attempt++) {
      try {
        await route.fulfill({ response: await route.fetch({ url: target }) })
        return
      } catch {
        if (attempt < 3) continue
        await route.abort().catch(() => {})
        return
      }
    }
  })
}
