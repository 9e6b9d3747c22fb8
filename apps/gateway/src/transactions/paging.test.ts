import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { parseCursor, toPage } from './paging'

describe('paging', () => {
  it('parses cursors with defaults', () => {
    expect(parseCursor(undefined)).toEqual({ limit: 20, offset: 0 })
    expect(parseCursor('limit=5&offset=10')).toEqual({ limit: 5, offset: 10 })
    expect(parseCursor('offset=3')).toEqual({ limit: 20, offset: 3 })
  })

  it('rejects malformed cursors with a 400', () => {
    for (const bad of ['limit=0', 'limit=x', 'offset=-1', 'limit=1e3']) {
      expect(() => parseCursor(bad)).toThrow(ApiError)
    }
  })

  it('builds next and previous URLs that keep the other query parameters', () => {
    const url =
      'http://127.0.0.1:8787/v1/x/history?timezone=Europe%2FBerlin&cursor=limit%3D2%26offset%3D2'
    const page = toPage(url, { limit: 2, offset: 2 }, 5, ['a', 'b'])
    expect(page.count).toBe(5)
    expect(page.next).toBe(
      'http://127.0.0.1:8787/v1/x/history?timezone=Europe%2FBerlin&cursor=limit%3D2%26offset%3D4',
    )
    expect(page.previous).toBe(
      'http://127.0.0.1:8787/v1/x/history?timezone=Europe%2FBerlin&cursor=limit%3D2%26offset%3D0',
    )
    expect(toPage(url, { limit: 2, offset: 4 }, 5, ['e']).next).toBeNull()
    expect(toPage(url, { limit: 2, offset: 0 }, 5, []).previous).toBeNull()
  })
})
