import { describe, expect, it } from 'vitest'
import { findProposerEntry } from './findProposerEntry'

const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const formerOwner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const proposer = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const now = Date.UTC(2026, 10, 28)
const entry = { delegate: proposer, delegator: owner, safe: null, label: 'Bot', expiryDate: null }

describe('findProposerEntry', () => {
  it('finds the entry of a delegate added by a current owner, in any case', () => {
    const found = findProposerEntry({
      entries: [entry],
      account: proposer.toLowerCase(),
      owners: [owner],
      nowMs: now,
    })
    expect(found).toBe(entry)
  })

  it('ignores expired entries and those of former owners', () => {
    const entries = [
      { ...entry, expiryDate: new Date(now - 1).toISOString() },
      { ...entry, delegator: formerOwner },
    ]
    expect(findProposerEntry({ entries, account: proposer, owners: [owner], nowMs: now })).toBe(
      null,
    )
    const later = { ...entry, expiryDate: new Date(now + 1).toISOString() }
    expect(
      findProposerEntry({ entries: [later], account: proposer, owners: [owner], nowMs: now }),
    ).toBe(later)
  })

  it('is null for an owner, another account or none', () => {
    const entries = [entry, { ...entry, delegate: owner, delegator: formerOwner }]
    for (const account of [owner, formerOwner, undefined]) {
      expect(
        findProposerEntry({ entries, account, owners: [owner, formerOwner], nowMs: now }),
      ).toBe(null)
    }
  })
})
