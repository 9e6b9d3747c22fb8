import type { Context, Hono } from 'hono'

/** A handler of the service's API: everything it needs is read from the context. */
export type ServiceHandler = (c: Context) => Promise<Response> | Response

/**
 * Registers `handler` for `method` on each of `paths` with and without the trailing slash:
 * the service's URLs end with one, but api-kit calls a few without (`/v2/delegates`,
 * `/v2/delegates/{address}`).
 */
export function serviceRoute(
  app: Hono,
  method: 'GET' | 'POST' | 'DELETE',
  paths: string[],
  handler: ServiceHandler,
): void {
  const all = paths.flatMap((path) => [path, `${path}/`])
  app.on(method, all, (c) => handler(c))
}
