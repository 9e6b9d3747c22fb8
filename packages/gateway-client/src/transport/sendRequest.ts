import { GatewayResponseError, InvalidResponseError, TimeoutError } from '../errors/gateway'
import { retryDelay } from './retryDelay'
import { sleep } from './sleep'
import { statusText } from './statusText'

export type TransportConfig = {
  fetch: typeof fetch
  headers: Record<string, string>
  credentials: RequestCredentials | undefined
  timeoutMs: number
  maxRetries: number
}

type Call = { url: string; method: string; body: unknown; signal: AbortSignal | undefined }
type RawResponse = {
  status: number
  ok: boolean
  statusText: string
  headers: Headers
  text: string
  /** A 3xx with a target, to follow or refuse by the redirect rule. */
  redirect?: { location: string | null; hidden: boolean } | undefined
}

/** SPEC §9: at most 2 redirects are followed, and only for a GET over https. */
export const MAX_REDIRECTS = 2

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/**
 * Sends one call with the package's transport rules (SPEC §9): 429 retries, one timeout for
 * the whole call (every attempt, backoff wait and redirect included), at most 2 redirects and
 * only for a GET over https, abort, and the error texts of the spec. Resolves to the parsed
 * JSON, or `undefined` for an empty body.
 */
export async function sendRequest(config: TransportConfig, call: Call): Promise<unknown> {
  call.signal?.throwIfAborted()
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, config.timeoutMs)
  const forwardAbort = () => controller.abort(call.signal?.reason)
  call.signal?.addEventListener('abort', forwardAbort, { once: true })
  let url = call.url
  try {
    for (let attempt = 0, redirects = 0; ; ) {
      const response = await fetchOnce(config, { ...call, url }, controller.signal)
      if (response.redirect) {
        const next = redirectTarget(call.method, url, response.redirect)
        if (!next || redirects >= MAX_REDIRECTS) throw refusedRedirect(response, url)
        url = next
        redirects++
        continue
      }
      if (response.status === 429 && attempt < config.maxRetries) {
        await sleep(retryDelay(response.headers.get('Retry-After'), attempt), controller.signal)
        attempt++
        continue
      }
      return readBody(response, url)
    }
  } catch (error) {
    if (timedOut) throw new TimeoutError({ url: call.url, timeoutMs: config.timeoutMs })
    if (call.signal?.aborted) throw call.signal.reason
    throw error
  } finally {
    clearTimeout(timer)
    call.signal?.removeEventListener('abort', forwardAbort)
  }
}

/**
 * Where a redirect may go: the absolute target for a GET from https to https, else undefined.
 * `hidden` is a browser's opaque redirect (its target is not shown to scripts).
 */
function redirectTarget(
  method: string,
  from: string,
  redirect: { location: string | null; hidden: boolean },
): string | undefined {
  if (method !== 'GET' || !from.startsWith('https:') || !redirect.location) return undefined
  let target: URL
  try {
    target = new URL(redirect.location, from)
  } catch {
    return undefined
  }
  return target.protocol === 'https:' ? target.href : undefined
}

function refusedRedirect(response: RawResponse, url: string): GatewayResponseError {
  return new GatewayResponseError({
    message: statusText(response.status, response.statusText),
    status: response.status,
    url,
    body: undefined,
  })
}

async function fetchOnce(
  config: TransportConfig,
  call: Call,
  signal: AbortSignal,
): Promise<RawResponse> {
  const headers: Record<string, string> = { Accept: 'application/json', ...config.headers }
  if (call.body !== undefined) headers['Content-Type'] = 'application/json'
  const init: RequestInit = {
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    credentials: config.credentials,
    signal,
    // Redirects are followed here, by the rule above, not by fetch.
    redirect: 'manual',
  }
  let response = await config.fetch(call.url, init)
  if (response.type === 'opaqueredirect') {
    // A browser hides a redirect's target from scripts. A GET over https may still be
    // redirected: then the browser follows it (its own limit applies, not 2); anything else
    // is refused.
    if (call.method !== 'GET' || !call.url.startsWith('https:')) {
      return { ...emptyRedirect(response), redirect: { location: null, hidden: true } }
    }
    response = await config.fetch(call.url, { ...init, redirect: 'follow' })
  }
  // Reading the body stays inside the timeout: a server that stalls mid-body is a timeout too.
  const text = await response.text()
  const location = response.headers.get('Location')
  return {
    status: response.status,
    ok: response.ok,
    statusText: response.statusText,
    headers: response.headers,
    text,
    redirect:
      REDIRECT_STATUSES.has(response.status) && location ? { location, hidden: false } : undefined,
  }
}

function emptyRedirect(response: Response): Omit<RawResponse, 'redirect'> {
  return {
    status: response.status,
    ok: false,
    statusText: 'Redirect',
    headers: response.headers,
    text: '',
  }
}

function readBody(response: RawResponse, url: string): unknown {
  let data: unknown
  let isJson = true
  if (response.text.trim() !== '') {
    try {
      data = JSON.parse(response.text)
    } catch {
      isJson = false
    }
  }
  if (!response.ok) throw responseError(response, url, isJson ? data : undefined)
  if (!isJson) throw new InvalidResponseError({ message: 'Invalid response content', url })
  return data
}

/**
 * The error of a non-2xx reply whose body was read as `text` (the gateway's `{code, message}`
 * when it sent one); for callers that read a response themselves, like a stream.
 */
export function errorOfReply(
  reply: { status: number; statusText: string; text: string },
  url: string,
): GatewayResponseError {
  let body: unknown
  try {
    body = reply.text.trim() === '' ? undefined : JSON.parse(reply.text)
  } catch {
    body = undefined
  }
  return responseError({ ...reply, ok: false, headers: new Headers() }, url, body)
}

function responseError(response: RawResponse, url: string, body: unknown): GatewayResponseError {
  const status = response.status
  if (isCodedError(body)) {
    return new GatewayResponseError({
      message: `${body.code}: ${body.message}`,
      status,
      code: body.code,
      url,
      body,
    })
  }
  return new GatewayResponseError({
    message: statusText(status, response.statusText),
    status,
    url,
    body,
  })
}

function isCodedError(body: unknown): body is { code: number | string; message: string } {
  if (typeof body !== 'object' || body === null) return false
  const { code, message } = body as Record<string, unknown>
  return (typeof code === 'number' || typeof code === 'string') && typeof message === 'string'
}
