import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './searchParams'

describe('search params', () => {
  it('keeps the EIP-3770 colon readable and round-trips', () => {
    const search = { safe: 'devnet:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }
    const text = stringifySearch(search)
    expect(text).toBe('?safe=devnet:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(parseSearch(text)).toEqual(search)
  })

  it('encodes URLs and skips empty values', () => {
    const text = stringifySearch({
      appUrl: 'http://127.0.0.1:5174/?a=1&b=2',
      empty: '',
      none: undefined,
    })
    expect(parseSearch(text)).toEqual({ appUrl: 'http://127.0.0.1:5174/?a=1&b=2' })
  })

  it('returns an empty string without params', () => {
    expect(stringifySearch({})).toBe('')
  })
})
