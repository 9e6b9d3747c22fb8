import { describe, expect, test } from 'vitest'
import { buildUrl, resolvePageUrl } from './buildUrl'

describe('buildUrl', () => {
  test('fills and encodes path parameters and drops the trailing slash of the base', () => {
    expect(
      buildUrl('https://gw/', '/v1/chains/{chainId}/safes/{address}', {
        chainId: 1,
        address: 'a b/#',
      }),
    ).toBe('https://gw/v1/chains/1/safes/a%20b%2F%23')
  })

  test('adds only set query parameters and omits `?` when none is set', () => {
    expect(buildUrl('https://gw', '/x', {}, { a: undefined, b: null })).toBe('https://gw/x')
    expect(buildUrl('https://gw', '/x', {}, { a: 0, b: false, c: '', d: null })).toBe(
      'https://gw/x?a=0&b=false&c=',
    )
  })

  test('keeps a base URL path prefix', () => {
    expect(buildUrl('https://host/gateway', '/v1/chains')).toBe('https://host/gateway/v1/chains')
  })

  test('throws on a missing path parameter', () => {
    expect(() => buildUrl('https://gw', '/v1/chains/{chainId}')).toThrow(
      'Missing path parameter "chainId" for /v1/chains/{chainId}',
    )
  })
})

describe('resolvePageUrl', () => {
  test('keeps an absolute page URL byte for byte', () => {
    const url = 'http://other:1/v1/x?cursor=limit%3D20%26offset%3D20&trusted=false'
    expect(resolvePageUrl('https://gw', url)).toBe(url)
  })

  test('resolves a relative page URL on the base', () => {
    expect(resolvePageUrl('https://gw/prefix', 'v1/x?cursor=a')).toBe(
      'https://gw/prefix/v1/x?cursor=a',
    )
  })
})
