import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { build } from 'esbuild'

export type SdkCompatApp = { url: string; stop(): Promise<void> }

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#12805c"/></svg>'

/**
 * Bundles app.ts (the published SDK) with esbuild and serves it from a node:http server on its
 * own origin, as a third-party Safe App would be. `walletOrigin` is the only parent it trusts.
 */
export async function startSdkCompatApp(walletOrigin: string): Promise<SdkCompatApp> {
  const bundle = await build({
    entryPoints: [new URL('./app.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    define: { __WALLET_ORIGIN__: JSON.stringify(walletOrigin) },
  })
  const script = bundle.outputFiles[0]?.text ?? ''
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>SDK compat app</title>
<script type="module" src="/app.js"></script></head><body><div id="root"></div></body></html>`
  const manifest = JSON.stringify({
    name: 'SDK Compat App',
    description: 'Built on @safe-global/safe-apps-sdk',
    iconPath: 'icon.svg',
  })
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const send = (type: string, body: string) => {
      res.setHeader('content-type', type)
      res.setHeader('access-control-allow-origin', '*')
      res.end(body)
    }
    if (path === '/app.js') return send('text/javascript', script)
    if (path === '/manifest.json') return send('application/json', manifest)
    if (path === '/icon.svg') return send('image/svg+xml', ICON)
    // A page that never loads the SDK: the wallet must say the app did not answer.
    if (path.startsWith('/not-an-app')) {
      return send('text/html', '<!doctype html><title>Plain page</title><p>Not a Safe App</p>')
    }
    res.setHeader('content-security-policy', `frame-ancestors ${walletOrigin}; script-src 'self'`)
    return send('text/html', html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
