import { describe, expect, it } from 'vitest'
import { DEFAULT_ALLOWED_PARENT_ORIGINS, parseAllowedOrigins } from './config'

describe('parseAllowedOrigins', () => {
  it('defaults to the local wallet on 127.0.0.1 and localhost', () => {
    expect(parseAllowedOrigins(undefined)).toEqual(DEFAULT_ALLOWED_PARENT_ORIGINS)
    expect(parseAllowedOrigins(' , ')).toEqual(['http://127.0.0.1:5173', 'http://localhost:5173'])
  })

  it('reduces entries to origins', () => {
    expect(parseAllowedOrigins('https://app.safe.global/, http://127.0.0.1:4000/apps')).toEqual([
      'https://app.safe.global',
      'http://127.0.0.1:4000',
    ])
  })

  it('refuses entries that are not origins', () => {
    expect(() => parseAllowedOrigins('wallet.example')).toThrow('not an origin: wallet.example')
    expect(() => parseAllowedOrigins('data:text/html,x')).toThrow('not an origin')
  })
})
