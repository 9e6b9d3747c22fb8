import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { COLLECTION_CURSOR, LIST_CURSOR, pageOf, parseCursor, toPage } from './paging'

describe('paging', () => {
  it('parses cursors with defaults', () => {
    for (const rules of [LIST_CURSOR, COLLECTION_CURSOR]) {
      expect(parseCursor(undefined, rules)).toEqual({ limit: 20, offset: 0 })
      expect(parseCursor('', rules)).toEqual({ limit: 20, offset: 0 })
      expect(parseCursor('limit=5&offset=10', rules)).toEqual({ limit: 5, offset: 10 })
      expect(parseCursor('offset=3', rules)).toEqual({ limit: 20, offset: 3 })
    }
  })

  it('rejects malformed cursors with a 400', () => {
    for (const rules of [LIST_CURSOR, COLLECTION_CURSOR]) {
      for (const bad of ['limit=0', 'limit=x', 'offset=-1', 'limit=1e3']) {
        expect(() => parseCursor(bad, rules)).toThrow(ApiError)
        expect(() => parseCursor(bad, rules)).toThrow(`Invalid cursor: ${bad}`)
      }
    }
  })

  it('caps the limit per kind of list', () => {
    expect(parseCursor('limit=500', LIST_CURSOR).limit).toBe(200)
    expect(parseCursor('limit=500', COLLECTION_CURSOR).limit).toBe(100)
  })

  it('reads an empty part as its default in lists, as malformed in collections', () => {
    expect(parseCursor('limit=&offset=', LIST_CURSOR)).toEqual({ limit: 20, offset: 0 })
    expect(() => parseCursor('limit=', COLLECTION_CURSOR)).toThrow('Invalid cursor: limit=')
    expect(() => parseCursor('offset=', COLLECTION_CURSOR)).toThrow('Invalid cursor: offset=')
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

  it('slices the entries of a page', () => {
    expect(pageOf(['a', 'b', 'c', 'd', 'e'], { limit: 2, offset: 2 })).toEqual(['c', 'd'])
    expect(pageOf(['a'], { limit: 2, offset: 4 })).toEqual([])
  })
})
