import { describe, expect, it } from 'vitest'
import { checkNonce, FAR_FUTURE_NONCE_BOUND } from './checkNonce'

const nonces = { currentNonce: 4, recommendedNonce: 6 }

describe('checkNonce on the gateway’s word alone', () => {
  it('accepts the recommended nonce', () => {
    expect(checkNonce('6', nonces)).toEqual({ level: 'ok' })
  })
  it('warns that a queued nonce is replaced', () => {
    expect(checkNonce('4', nonces)).toMatchObject({
      level: 'warning',
      message: expect.stringContaining('replaces'),
    })
  })
  it('refuses a used nonce (saying it is unverified) and garbage', () => {
    expect(checkNonce('3', nonces)).toMatchObject({
      level: 'error',
      message: expect.stringContaining('not verified on chain'),
    })
    expect(checkNonce('x', nonces).level).toBe('error')
    expect(checkNonce('-1', nonces).level).toBe('error')
    expect(checkNonce('1.5', nonces).level).toBe('error')
  })
  it('warns about a gap', () => {
    expect(checkNonce('9', nonces)).toMatchObject({
      level: 'warning',
      message: expect.stringContaining('skips 3'),
    })
  })
})

describe('checkNonce with the on-chain nonce', () => {
  it('refuses nonces below the chain’s even when the gateway lags behind', () => {
    const lagging = { currentNonce: 2, recommendedNonce: 2, onChainNonce: 5 }
    expect(checkNonce('3', lagging)).toMatchObject({
      level: 'error',
      message: 'Nonce 3 is already used: the Safe is at nonce 5 on chain.',
    })
    expect(checkNonce('5', lagging)).toEqual({ level: 'ok' })
  })

  it('believes the chain over a gateway claiming nonces are used', () => {
    const ahead = { currentNonce: 8, recommendedNonce: 8, onChainNonce: 5 }
    expect(checkNonce('5', ahead).level).not.toBe('error')
  })

  it('uses the queued nonces for replacements and gaps', () => {
    const facts = { currentNonce: 5, recommendedNonce: 8, onChainNonce: 5, queuedNonces: [5, 7] }
    expect(checkNonce('7', facts).message).toContain('replaces')
    expect(checkNonce('6', facts)).toEqual({ level: 'ok' })
    expect(checkNonce('8', facts)).toEqual({ level: 'ok' })
    expect(checkNonce('10', facts)).toMatchObject({
      level: 'warning',
      message: expect.stringContaining('skips 2'),
    })
  })

  it('warns about a nonce far above the chain’s', () => {
    const facts = { currentNonce: 5, recommendedNonce: 5, onChainNonce: 5 }
    const far = 5 + FAR_FUTURE_NONCE_BOUND + 1
    expect(checkNonce(String(far), facts)).toMatchObject({
      level: 'warning',
      message: expect.stringContaining(
        `${FAR_FUTURE_NONCE_BOUND + 1} above the Safe's on-chain nonce 5`,
      ),
    })
    expect(checkNonce(String(5 + FAR_FUTURE_NONCE_BOUND), facts).message).toContain('skips')
  })

  it('warns about a far-future recommendation of a gateway that inflates its queue', () => {
    const inflated = { currentNonce: 5, recommendedNonce: 40, onChainNonce: 5 }
    expect(checkNonce('40', inflated)).toMatchObject({ level: 'warning' })
  })
})
