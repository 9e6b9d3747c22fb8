import { describe, expect, it } from 'vitest'
import { isSameAppUrl, parseAppUrl } from './parseAppUrl'

describe('parseAppUrl', () => {
  it('accepts http and https URLs, normalized', () => {
    expect(parseAppUrl('https://apps.example/tx-builder/#x')).toEqual({
      ok: true,
      url: 'https://apps.example/tx-builder',
      origin: 'https://apps.example',
    })
    expect(parseAppUrl(' http://127.0.0.1:5174/ ')).toEqual({
      ok: true,
      url: 'http://127.0.0.1:5174',
      origin: 'http://127.0.0.1:5174',
    })
  })

  it.each([
    ['javascript:alert(1)', 'Only http(s) apps can be opened, not "javascript:" URLs.'],
    ['data:text/html,<p>x</p>', 'Only http(s) apps can be opened, not "data:" URLs.'],
    ['file:///etc/passwd', 'Only http(s) apps can be opened, not "file:" URLs.'],
    ['not a url', '"not a url" is not a URL.'],
    ['', 'No app URL was given.'],
    ['https://user:pw@apps.example', 'App URLs with a user name or password are not allowed.'],
  ])('refuses %s', (input, error) => {
    expect(parseAppUrl(input)).toEqual({ ok: false, error })
  })

  it('compares app URLs after normalizing them', () => {
    expect(isSameAppUrl('http://127.0.0.1:5174/', 'http://127.0.0.1:5174')).toBe(true)
    expect(isSameAppUrl('http://127.0.0.1:5174', 'http://127.0.0.1:5175')).toBe(false)
    expect(isSameAppUrl('javascript:1', 'javascript:1')).toBe(false)
  })
})
