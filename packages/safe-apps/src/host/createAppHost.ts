import type { z } from 'zod'
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

/**
 * The params schema of every method but rpcCall (checked in two steps, see the host), typed by
 * what the method's handler receives: parsing with it yields that method's `HostParams`.
 */
const PARAMS_SCHEMAS: { [M in Exclude<Method, 'rpcCall'>]: z.ZodType<HostParams[M]> } =
  METHOD_PARAMS_SCHEMAS

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
  // Looked up only by method name, after the request's method is known to be one.
  const handlers: Handlers = { ...options.handlers }
  let active = true

  /** The handler of `method` applied to its validated params; undefined without a handler. */
  const handlerFor = <M extends Method>(method: M, input: HostParams[M]) => {
    const handler = handlers[method]
    return handler && ((context: RequestContext) => handler(input, context))
  }

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

    let run: ReturnType<typeof handlerFor>
    if (method === 'rpcCall') {
      const parsed = METHOD_PARAMS_SCHEMAS.rpcCall.safeParse(params)
      if (!parsed.success)
        return reply(frame, method, makeErrorResponse(id, ERRORS.invalidParams(method)))
      const { call, params: callParams } = parsed.data
      if (!isAllowedRpcCall(call))
        return reply(frame, method, makeErrorResponse(id, ERRORS.rpcCallNotAllowed(call)))
      const checked = rpcCallParamsSchema(call).safeParse(callParams)
      if (!checked.success)
        return reply(frame, method, makeErrorResponse(id, ERRORS.invalidParams(call)))
      run = handlerFor(method, { call, params: checked.data })
    } else {
      const parsed = PARAMS_SCHEMAS[method].safeParse(params)
      if (!parsed.success)
        return reply(frame, method, makeErrorResponse(id, ERRORS.invalidParams(method)))
      run = handlerFor(method, parsed.data)
    }

    if (!run) return reply(frame, method, makeErrorResponse(id, ERRORS.methodNotHandled(method)))
    const sdkVersion =
      typeof env === 'object' &&
      env !== null &&
      typeof (env as Record<string, unknown>).sdkVersion === 'string'
        ? ((env as Record<string, unknown>).sdkVersion as string)
        : undefined
    try {
      const result = await run({ origin: appOrigin, id, sdkVersion })
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
    setHandler<M extends Method>(method: M, handler: Handler<M> | undefined) {
      // The same object, seen as holding only M's handler, which it then can store.
      const handlersOfM: { [K in M]?: Handler<K> } = handlers
      if (handler) handlersOfM[method] = handler
      else delete handlersOfM[method]
    },
  }
}
