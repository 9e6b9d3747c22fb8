import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { allowInlineScriptsOf } from './securityHeaders'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

export type StaticServerOptions = {
  root: string
  host?: string
  /** 0 picks a free port. */
  port: number
  /** Serve index.html for unknown paths without a file extension (client-side routing). */
  spaFallback?: boolean
  /** Headers added to every response (security policy lives with the serving layer). */
  headers?: Record<string, string>
  /** Extra headers for particular paths, e.g. CORS on a Safe App's manifest.json. */
  headersFor?: (path: string) => Record<string, string> | undefined
}

export type StaticServer = { url: string; port: number; stop(): Promise<void> }

/**
 * Serves a built folder over HTTP on loopback. Hashed assets are cached for a year; HTML is
 * revalidated, so a new build is picked up on reload.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = resolve(options.root)
  const server = createServer((request, response) => {
    try {
      serve(root, options, request, response)
    } catch {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal error')
    }
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => resolveListen())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections()
        server.close(() => resolveClose())
      }),
  }
}

function serve(
  root: string,
  options: StaticServerOptions,
  request: IncomingMessage,
  response: ServerResponse,
) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end()
    return
  }
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
  let file = safeJoin(root, pathname === '/' ? '/index.html' : pathname)
  if (file && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
  if (!file || !existsSync(file)) {
    if (options.spaFallback && extname(pathname) === '') file = join(root, 'index.html')
    else {
      response.writeHead(404, { 'content-type': 'text/plain', ...options.headers }).end('Not found')
      return
    }
  }
  const isHtml = file.endsWith('.html')
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': String(statSync(file).size),
    'cache-control':
      !isHtml && file.includes(`${sep}assets${sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    'x-content-type-options': 'nosniff',
    ...options.headers,
    ...options.headersFor?.(pathname),
  }
  const policy = headers['content-security-policy']
  if (isHtml && policy) {
    // The build's import map is inline; the policy names it by hash (see allowInlineScriptsOf).
    const html = readFileSync(file)
    headers['content-security-policy'] = allowInlineScriptsOf(policy, html.toString('utf8'))
    response.writeHead(200, headers)
    response.end(request.method === 'HEAD' ? undefined : html)
    return
  }
  response.writeHead(200, headers)
  if (request.method === 'HEAD') response.end()
  else createReadStream(file).pipe(response)
}

/** Resolves a URL path inside root, refusing anything that escapes it. */
function safeJoin(root: string, pathname: string): string | undefined {
  const candidate = normalize(join(root, pathname))
  return candidate === root || candidate.startsWith(root + sep) ? candidate : undefined
}
