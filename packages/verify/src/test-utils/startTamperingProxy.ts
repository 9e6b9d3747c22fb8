import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A gateway in front of the real one that changes what it answers. */
export type TamperingProxy = { url: string; stop: () => Promise<void> }

/**
 * Forwards every GET to `target` and passes each JSON answer whose path matches `path`
 * through `tamper`: a gateway that lies, for tests. Listens on a free port of 127.0.0.1.
 * @example const proxy = await startTamperingProxy({ target, path: /\/safes\/0x[^/]+$/, tamper: (safe) => ({ ...safe, threshold: 1 }) })
 */
export async function startTamperingProxy({
  target,
  path,
  tamper,
}: {
  target: string
  path: RegExp
  tamper: (body: Record<string, unknown>) => Record<string, unknown>
}): Promise<TamperingProxy> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', target)
    fetch(url)
      .then(async (answer) => {
        const text = await answer.text()
        const changed =
          answer.ok && path.test(url.pathname) ? JSON.stringify(tamper(JSON.parse(text))) : text
        response.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/json',
        })
        response.end(changed)
      })
      .catch((error: unknown) => {
        response.writeHead(502).end(String(error))
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
