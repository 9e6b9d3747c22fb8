import { expect } from 'vitest'
import type { TestServer } from './startTestServer'

export type ExpectedRequest = {
  method: string
  path: string
  /** Raw query string; null asserts the URL had no `?`. */
  query?: string | null
  /** Parsed JSON body; undefined asserts an empty body and no Content-Type. */
  json?: unknown
}

/** Asserts the server saw exactly one request, shaped as expected. */
export function expectRequest(server: TestServer, expected: ExpectedRequest): void {
  expect(server.requests).toHaveLength(1)
  const [request] = server.requests
  expect(request?.method).toBe(expected.method)
  expect(request?.path).toBe(expected.path)
  expect(request?.query).toBe(expected.query ?? null)
  expect(request?.headers.accept).toBe('application/json')
  if (expected.json === undefined) {
    expect(request?.body).toBe('')
    expect(request?.headers['content-type']).toBeUndefined()
  } else {
    expect(request?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request?.body ?? '')).toEqual(expected.json)
  }
}
