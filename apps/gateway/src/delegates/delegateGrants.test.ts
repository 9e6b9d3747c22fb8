import { TEST_ACCOUNTS } from '@assent/test'
import { describe, expect, it } from 'vitest'
import { earlierExpiry, type Grant, replayRefusal, type SignatureKey } from './delegateGrants'

const [delegator, delegate, safe, otherSafe] = TEST_ACCOUNTS.map((a) => a.address)
if (!delegator || !delegate || !safe || !otherSafe) throw new Error('test accounts missing')
const key: SignatureKey = { chainId: 31337, delegate, delegator, totp: 490_000 }
const EXPIRY = Date.UTC(2030, 0, 1)
const first = (grant: Grant) => ({ kind: 'add' as const, ...grant })
const grant: Grant = { safe, label: 'bot', expiresAt: EXPIRY }

describe('replayRefusal: a replayed delegate signature may not grant more', () => {
  it('accepts the same grant, and an earlier expiry', () => {
    expect(replayRefusal(key, first(grant), grant)).toBeNull()
    expect(replayRefusal(key, first(grant), { ...grant, expiresAt: EXPIRY - 1 })).toBeNull()
    const forever = first({ ...grant, expiresAt: null })
    expect(replayRefusal(key, forever, grant)).toBeNull()
  })

  it('refuses another Safe, every Safe, a later or no expiry, another label', () => {
    const refusals = [
      { ...grant, safe: otherSafe },
      { ...grant, safe: null },
      { ...grant, expiresAt: EXPIRY + 1 },
      { ...grant, expiresAt: null },
      { ...grant, label: 'Treasury' },
    ].map((posted) => replayRefusal(key, first(grant), posted))
    expect(refusals).toEqual([
      expect.stringContaining(`for Safe ${safe}; it cannot add it for Safe ${otherSafe}`),
      expect.stringContaining('it cannot add it for every Safe'),
      expect.stringContaining('it cannot extend that to expiry 2030-01-01T00:00:00.001Z'),
      expect.stringContaining('with expiry 2030-01-01T00:00:00.000Z; it cannot extend that to no'),
      expect.stringContaining('with label "bot"; it cannot relabel it "Treasury"'),
    ])
    // Each says when a new signature (the next hour's typed data) can be made.
    for (const refusal of refusals) {
      expect(refusal).toContain(`from ${new Date((key.totp + 1) * 3_600_000).toISOString()}`)
    }
  })

  it('refuses to add with a signature the delegator sent to remove', () => {
    expect(replayRefusal(key, { kind: 'remove' }, grant)).toContain('was used to remove')
  })
})

describe('earlierExpiry', () => {
  it('takes the earlier, null being never', () => {
    expect(earlierExpiry(null, null)).toBeNull()
    expect(earlierExpiry(null, 5)).toBe(5)
    expect(earlierExpiry(5, null)).toBe(5)
    expect(earlierExpiry(7, 5)).toBe(5)
  })
})
