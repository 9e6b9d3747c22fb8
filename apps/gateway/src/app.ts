import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { GatewayDeps } from './deps'
import { ApiError, errorResponse, notFoundHandler } from './errors'
import { corsPolicy } from './http/corsPolicy'
import { aboutRoutes } from './routes/about'
import { authRoutes } from './routes/auth'
import { balancesRoutes } from './routes/balances'
import { chainsRoutes } from './routes/chains'
import { collectiblesRoutes } from './routes/collectibles'
import { decoderRoutes } from './routes/decoder'
import { delegatesRoutes } from './routes/delegates'
import { emailSubscriptionsRoutes } from './routes/emailSubscriptions'
import { estimationsRoutes } from './routes/estimations'
import { eventsRoutes } from './routes/events'
import { messagesRoutes } from './routes/messages'
import { ownersRoutes } from './routes/owners'
import { safeAppsRoutes } from './routes/safeApps'
import { safesRoutes } from './routes/safes'
import { transactionsRoutes } from './routes/transactions'
import { webhooksRoutes } from './routes/webhooks'
import { txServiceRoutes } from './txService/txServiceRoutes'

/** Largest accepted request body; larger ones get a 413 before any handler runs. */
export const MAX_BODY_BYTES = 256 * 1024

/**
 * The gateway's HTTP app: CORS, body limit, JSON request logs, every route module, and JSON
 * errors (`{code, message}`) for everything that goes wrong, 4xx for client mistakes.
 */
export function createApp(deps: GatewayDeps): Hono {
  const app = new Hono()

  app.use('*', async (c, next) => {
    const started = performance.now()
    await next()
    deps.log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
  })
  app.use('*', corsPolicy(deps.settings))
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        // The rest of the body stays unread, so the connection cannot carry another request.
        c.header('Connection', 'close')
        return errorResponse(c, new ApiError(413, 413, 'Request body too large'))
      },
    }),
  )

  app.get('/health', (c) => c.json({ status: 'ok' }))
  for (const routes of [
    chainsRoutes,
    safesRoutes,
    ownersRoutes,
    safeAppsRoutes,
    aboutRoutes,
    balancesRoutes,
    collectiblesRoutes,
    transactionsRoutes,
    messagesRoutes,
    decoderRoutes,
    estimationsRoutes,
    authRoutes,
    delegatesRoutes,
    eventsRoutes,
    webhooksRoutes,
    emailSubscriptionsRoutes,
    // The Safe Transaction Service dialect, under /txs/{chainId}/api.
    txServiceRoutes,
  ]) {
    app.route('/', routes(deps))
  }

  app.notFound(notFoundHandler)
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error)
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(
        c,
        new ApiError(error.status, error.status, error.message || 'Bad request'),
      )
    }
    deps.log.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    })
    return errorResponse(c, new ApiError(500, 500, 'Internal server error'))
  })
  return app
}
