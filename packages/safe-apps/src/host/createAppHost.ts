import { makeErrorResponse, makeResponse, type SafeAppResponse } from '../protocol/envelope'
import { ERRORS } from '../protocol/errors'
import { isMethod, type Method } from '../protocol/methods'
import { isAllowedRpcCall, type RpcCall } from '../protocol/rpc'
import {
  METHOD_PARAMS_SCHEMAS,
  type ParsedMethodParams,
  rpcCallParamsSchema,
} from '../protocol/schemas'
import type { MethodResponse } from '../protocol/types'

/** Validated params a handler receives (rpcCall's `call` is known to be allowlisted). */
export type HostParams = Omit<ParsedMethodParams, 'rpcCall'> & {
  rpcCall: { call: RpcCall; params: unknown[] }
}

/** Who asked: the app's origin, the request id and the SDK version it announced. */
export type RequestContext = { origin: string; id: string; sdkVersion: string | undefined }

export type Handler<M extends Method = Method> = (
  params: HostParams[M],
  context: RequestContext,
) => MethodResponse[M] | Promise<MethodResponse[M]>

export type Handlers = { [M in Method]?: Handler<M> }

/** The iframe (or anything exposing its `contentWindow`) the app runs in. */
export type AppFrame = {
  readonly contentWindow: { postMessage(message: unknown, targetOrigin: string): void } | null
}

export type HostWindow = {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

export type AppHostOptions = {
  iframe: AppFrame
  /** The app's URL; only its exact origin is talked to. */
  appUrl: string
  handlers: Handlers
  /** Where the app's messages arrive. Default: the global `window`. */
  window?: HostWindow
  /** Told about every failure while serving a request (the app gets the error's message). */
  onError?: (error: unknown, method: Method | undefined) => void
}

export type AppHost = {
  /** Stops listening; requests still in a handler are not answered any more. */
  destroy(): void
  /** Registers, replaces or (with `undefined`) removes the handler of one method. */
  setHandler<M extends Method>(method: M, handler: Handler<M> | undefined): void
}

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Request failed'

/**
 * The wallet's side of the channel: a router from the app's requests to per-method handlers.
 * It listens only to the app's iframe window at the app's origin, validates params against the
 * method's schema (and rpcCall against the allowlist), answers every accepted request exactly
 * once, and posts replies to the app's exact origin, never to `*`.
 */
export function createAppHost(options: AppHostOptions): AppHost {
  const appOrigin = new URL(options.appUrl).origin
  if (appOrigin === 'null') throw new Error('The app URL must have an http(s) origin')
  const hostWindow = options.window ?? (globalThis as { window?: HostWindow }).window
  if (!hostWindow) throw new Error('createAppHost needs a window')
  const handlers = new Map<Method, Handler>()
  for (const [method, handler] of Object.entries(options.handlers)) {
    if (isMethod(method) && handler) handlers.set(method, handler as Handler)
  }
  let active = true

  const reply = (
    target: NonNullable<AppFrame['contentWindow']>,
    method: Method,
    response: SafeAppResponse,
  ) => {
    if (!active) return
    try {
      target.postMessage(response, appOrigin)
    } catch (error) {
      // Data that cannot be cloned still owes the app an answer: send the error instead.
      options.onError?.(error, method)
      target.postMessage(makeErrorResponse(response.id, errorText(error)), appOrigin)
    }
  }

  const handle = async (event: MessageEvent) => {
    const frame = options.iframe.contentWindow
    if (!frame || event.source !== frame || event.origin !== appOrigin) return
    const data: unknown = event.data
    if (typeof data !== 'object' || data === null) return
    const { id, method, params, env } = data as Record<string, unknown>
    if (typeof id !== 'string' || id.length === 0 || id.length > 64 || !isMethod(method)) return

    const parsed = METHOD_PARAMS_SCHEMAS[method].safeParse(params)
    if (!parsed.success)
      return reply(frame, method, makeErrorResponse(id, ERRORS.invalidParams(method)))
    let input: unknown = parsed.data
    if (method === 'rpcCall') {
      const { call, params: callParams } = parsed.data as { call: string; params: unknown[] }
      if (!isAllowedRpcCall(call))
        return reply(frame, method, makeErrorResponse(id, ERRORS.rpcCallNotAllowed(call)))
      const checked = rpcCallParamsSchema(call).safeParse(callParams)
      if (!checked.success)
        return reply(frame, method, makeErrorResponse(id, ERRORS.invalidParams(call)))
      input = { call, params: checked.data }
    }

    const handler = handlers.get(method)
    if (!handler)
      return reply(frame, method, makeErrorResponse(id, ERRORS.methodNotHandled(method)))
    const sdkVersion =
      typeof env === 'object' &&
      env !== null &&
      typeof (env as Record<string, unknown>).sdkVersion === 'string'
        ? ((env as Record<string, unknown>).sdkVersion as string)
        : undefined
    try {
      const result = await handler(input as never, { origin: appOrigin, id, sdkVersion })
      reply(frame, method, makeResponse(id, result))
    } catch (error) {
      options.onError?.(error, method)
      reply(frame, method, makeErrorResponse(id, errorText(error)))
    }
  }

  const listener = (event: MessageEvent) => {
    handle(event).catch((error) => options.onError?.(error, undefined))
  }
  hostWindow.addEventListener('message', listener)

  return {
    destroy() {
      active = false
      hostWindow.removeEventListener('message', listener)
    },
    setHandler(method, handler) {
      if (handler) handlers.set(method, handler as unknown as Handler)
      else handlers.delete(method)
    },
  }
}
