import { describe, expect, it } from 'vitest'
import { checkAppAccess } from './checkAppAccess'

describe('checkAppAccess', () => {
  it('opens apps without restrictions anywhere', () => {
    expect(checkAppAccess({ type: 'NO_RESTRICTIONS' }, 'http://127.0.0.1:5173')).toEqual({
      allowed: true,
    })
  })

  it('opens an allow-listed app only on a listed origin', () => {
    const policy = { type: 'DOMAIN_ALLOWLIST', value: ['https://app.safe.global'] } as const
    expect(checkAppAccess(policy, 'https://app.safe.global')).toEqual({ allowed: true })
    // A path or trailing slash in the list still names the origin.
    expect(
      checkAppAccess({ ...policy, value: ['https://app.safe.global/'] }, 'https://app.safe.global'),
    ).toEqual({ allowed: true })
    const refused = checkAppAccess(policy, 'http://127.0.0.1:5173')
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) {
      expect(refused.reason).toContain('https://app.safe.global')
      expect(refused.reason).toContain('http://127.0.0.1:5173')
    }
  })

  it('does not treat a look-alike host as listed', () => {
    const policy = { type: 'DOMAIN_ALLOWLIST', value: ['https://app.safe.global'] } as const
    expect(checkAppAccess(policy, 'https://app.safe.global.evil.example').allowed).toBe(false)
    expect(checkAppAccess(policy, 'http://app.safe.global').allowed).toBe(false)
  })

  it('refuses an empty allowlist and unknown policy types', () => {
    expect(
      checkAppAccess({ type: 'DOMAIN_ALLOWLIST', value: [] }, 'https://a.example').allowed,
    ).toBe(false)
    const unknown = checkAppAccess({ type: 'SOMETHING_NEW' }, 'https://a.example')
    expect(unknown).toEqual({
      allowed: false,
      reason: 'The app has an access policy this wallet does not know ("SOMETHING_NEW").',
    })
  })
})
