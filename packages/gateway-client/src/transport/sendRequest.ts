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
}

/**
 * Sends one call with the package's transport rules: 429 retries, per-attempt timeout, abort,
 * and the error texts of the spec. Resolves to the parsed JSON, or `undefined` for an empty body.
 */
export async function sendRequest(config: TransportConfig, call: Call): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetchOnce(config, call)
    if (response.status === 429 && attempt < config.maxRetries) {
      await sleep(retryDelay(response.headers.get('Retry-After'), attempt), call.signal)
      continue
    }
    return readBody(response, call.url)
  }
}

async function fetchOnce(config: TransportConfig, call: Call): Promise<RawResponse> {
  call.signal?.throwIfAborted()
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, config.timeoutMs)
  const forwardAbort = () => controller.abort(call.signal?.reason)
  call.signal?.addEventListener('abort', forwardAbort, { once: true })

  const headers: Record<string, string> = { Accept: 'application/json', ...config.headers }
  if (call.body !== undefined) headers['Content-Type'] = 'application/json'
  try {
    const response = await config.fetch(call.url, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      credentials: config.credentials,
      signal: controller.signal,
    })
    // Reading the body stays inside the timeout: a server that stalls mid-body is a timeout too.
    const text = await response.text()
    return {
      status: response.status,
      ok: response.ok,
      statusText: response.statusText,
      headers: response.headers,
      text,
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
