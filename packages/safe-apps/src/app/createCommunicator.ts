import { type ErrorResponse, makeRequest } from '../protocol/envelope'
import { ERRORS, SafeAppsError } from '../protocol/errors'
import type { Method } from '../protocol/methods'
import type { MethodParams, MethodResponse } from '../protocol/types'
import { isMajorVersionAtLeast1 } from '../protocol/version'

/** The parts of `window` the app side uses (a real window, or a test double). */
export type AppWindow = {
  parent: { postMessage(message: unknown, targetOrigin: string): void }
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  location?: { ancestorOrigins?: { readonly length: number; [index: number]: string } }
  document?: { referrer?: string }
}

export type CommunicatorOptions = {
  /** Host origins whose replies are accepted (exact strings or patterns). Unset: any origin. */
  allowedOrigins?: readonly (RegExp | string)[]
  /** Rejects a request left unanswered this long. Unset: wait for the host. */
  timeoutMs?: number
  /** The window the app runs in. Default: the global `window`. */
  window?: AppWindow
  /**
   * Origin of the host page, used as postMessage target. Default: the first ancestor origin
   * (Chromium/WebKit), else the referrer's origin, else the single allowed origin string.
   */
  parentOrigin?: string
}

export type SendOptions = { timeoutMs?: number }

export type Communicator = {
  /** Posts one request to the host and resolves with its `data` (rejects with its `error`). */
  send<M extends Method>(
    method: M,
    params: MethodParams[M],
    options?: SendOptions,
  ): Promise<MethodResponse[M]>
  /** Stops listening and rejects every pending request. */
  destroy(): void
}

type Pending = { resolve: (data: unknown) => void; reject: (error: Error) => void }

function originMatches(origin: string, allowed: readonly (RegExp | string)[]): boolean {
  return allowed.some((rule) => {
    if (typeof rule === 'string') return rule === origin
    rule.lastIndex = 0 // a /g pattern keeps state between test() calls
    return rule.test(origin)
  })
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/**
 * The app's side of the postMessage channel. Replies are matched by id and accepted only from
 * `window.parent`, with a major version ≥ 1 and, when configured, from an allowed origin.
 * Requests are never posted to `*`: the target is the host's origin.
 */
export function createCommunicator(options: CommunicatorOptions = {}): Communicator {
  const win = options.window ?? (globalThis as { window?: AppWindow }).window
  const allowed = options.allowedOrigins
  const pending = new Map<string, Pending>()

  const onMessage = (event: MessageEvent) => {
    if (!win || event.source !== win.parent) return
    const data: unknown = event.data
    if (typeof data !== 'object' || data === null) return
    const reply = data as { [K in keyof ErrorResponse | 'data']?: unknown }
    if (!isMajorVersionAtLeast1(reply.version)) return
    if (allowed && !originMatches(event.origin, allowed)) return
    if (typeof reply.id !== 'string') return
    const entry = pending.get(reply.id)
    if (!entry) return
    pending.delete(reply.id)
    if (reply.success === true) entry.resolve(reply.data)
    else entry.reject(new SafeAppsError(String(reply.error ?? 'Request failed')))
  }
  win?.addEventListener('message', onMessage)

  const targetOrigin = (): string => {
    const ancestors = win?.location?.ancestorOrigins
    const fromAncestors = ancestors && ancestors.length > 0 ? ancestors[0] : undefined
    const single = allowed?.length === 1 && typeof allowed[0] === 'string' ? allowed[0] : undefined
    const origin =
      options.parentOrigin ?? originOf(fromAncestors) ?? originOf(win?.document?.referrer) ?? single
    if (!origin) throw new SafeAppsError('Cannot tell the host origin: pass parentOrigin')
    if (allowed && !originMatches(origin, allowed)) {
      throw new SafeAppsError(`The host origin ${origin} is not allowed`)
    }
    return origin
  }

  const send: Communicator['send'] = (method, params, sendOptions) =>
    new Promise((resolve, reject) => {
      if (!win) throw new SafeAppsError("Window doesn't exist")
      const request = makeRequest(method, params)
      const timeoutMs = sendOptions?.timeoutMs ?? options.timeoutMs
      let timer: ReturnType<typeof setTimeout> | undefined
      pending.set(request.id, {
        resolve: (data) => {
          clearTimeout(timer)
          resolve(data as MethodResponse[typeof method])
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          pending.delete(request.id)
          reject(new SafeAppsError(ERRORS.timeout(method, timeoutMs)))
        }, timeoutMs)
      }
      try {
        win.parent.postMessage(request, targetOrigin())
      } catch (error) {
        pending.delete(request.id)
        clearTimeout(timer)
        throw error
      }
    })

  return {
    send,
    destroy() {
      win?.removeEventListener('message', onMessage)
      for (const entry of pending.values()) entry.reject(new SafeAppsError('Client destroyed'))
      pending.clear()
    },
  }
}
