import { describe, expect, it } from 'vitest'
import { checkNonce } from './checkNonce'

const nonces = { currentNonce: 4, recommendedNonce: 6 }

describe('checkNonce', () => {
  it('accepts the recommended nonce', () => {
    expect(checkNonce('6', nonces)).toEqual({ level: 'ok' })
  })
  it('warns that a queued nonce is replaced', () => {
    expect(checkNonce('4', nonces)).toMatchObject({
      level: 'warning',
      message: expect.stringContaining('replaces'),
    })
  })
  it('refuses a used nonce and garbage', () => {
    expect(checkNonce('3', nonces).level).toBe('error')
    expect(checkNonce('x', nonces).level).toBe('error')
    expect(checkNonce('-1', nonces).level).toBe('error')
  })
  it('warns about a gap', () => {
    expect(checkNonce('9', nonces)).toMatchObject({
      level: 'warning',
      message: expect.stringContaining('skips 3'),
    })
  })
})
