import { buildUrl, type QueryParams, resolvePageUrl } from './buildUrl'
import { errorOfReply, sendRequest } from './sendRequest'

export const DEFAULT_GATEWAY_URL = 'https://safe-client.safe.global'
export const DEFAULT_TIMEOUT_MS = 120_000
export const DEFAULT_MAX_RETRIES = 12

export type GatewayClientOptions = {
  /** Gateway origin (and optional path prefix); default `https://safe-client.safe.global`. */
  baseUrl?: string
  /** Fetch implementation; default the global `fetch` at call time. */
  fetch?: typeof fetch
  /** Extra headers on every request (e.g. an API key). */
  headers?: Record<string, string>
  /** Cookie policy; `include` for the SIWE session cookie of a cross-origin gateway. */
  credentials?: RequestCredentials
  /** Timeout of a whole call (every attempt, 429 wait and redirect, bodies included); default 120 000 ms. */
  timeoutMs?: number
  /** Retries on HTTP 429; default 12. */
  maxRetries?: number
}

/** Per-call options every action accepts as its last argument. */
export type RequestOptions = {
  signal?: AbortSignal
}

export type GatewayRequest<T> = RequestOptions & {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Path under the base URL with `{name}` placeholders filled from `pathParams`. */
  path?: string
  pathParams?: Record<string, string | number>
  query?: QueryParams
  /** A page's `next`/`previous` URL, fetched exactly as given instead of `path` + `query`. */
  pageUrl?: string
  /** Sent as JSON. */
  body?: unknown
  /** Validates the parsed JSON (or `undefined` for an empty body) and returns the typed value. */
  parse?: (data: unknown, url: string) => T
}

/** A long-lived GET (a server-sent-events stream): no timeout, no retry, the body left unread. */
export type GatewayStreamRequest = RequestOptions & {
  path: string
  pathParams?: Record<string, string | number>
  query?: QueryParams
  headers?: Record<string, string>
}

export type GatewayClient = {
  readonly baseUrl: string
  /** Low-level call used by every action; resolves to the parsed body. */
  request<T = unknown>(request: GatewayRequest<T>): Promise<T>
  /** Opens a stream; a non-2xx reply throws GatewayResponseError with the gateway's text. */
  stream(request: GatewayStreamRequest): Promise<Response>
}

/**
 * Creates a client for a Safe Client Gateway. Holds no global state: two clients with different
 * base URLs can live side by side.
 *
 * @example
 * const client = createGatewayClient({ baseUrl: 'http://127.0.0.1:8787' })
 * const safe = await getSafeInfo(client, { chainId: '31337', address })
 */
export function createGatewayClient(options: GatewayClientOptions = {}): GatewayClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_GATEWAY_URL).replace(/\/+$/, '')
  const config = {
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    headers: options.headers ?? {},
    credentials: options.credentials,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
  } satisfies Parameters<typeof sendRequest>[0]

  return {
    baseUrl,
    async request<T>(request: GatewayRequest<T>): Promise<T> {
      const url = request.pageUrl
        ? resolvePageUrl(baseUrl, request.pageUrl)
        : buildUrl(baseUrl, request.path ?? '/', request.pathParams, request.query)
      const data = await sendRequest(config, {
        url,
        method: request.method ?? 'GET',
        body: request.body,
        signal: request.signal,
      })
      return request.parse ? request.parse(data, url) : (data as T)
    },
    async stream(request: GatewayStreamRequest): Promise<Response> {
      const url = buildUrl(baseUrl, request.path, request.pathParams, request.query)
      const response = await config.fetch(url, {
        headers: { Accept: 'text/event-stream', ...config.headers, ...request.headers },
        credentials: config.credentials,
        signal: request.signal ?? null,
      })
      if (!response.ok) {
        const text = await response.text()
        throw errorOfReply({ status: response.status, statusText: response.statusText, text }, url)
      }
      return response
    },
  }
}
