import { describe, expect, it } from 'vitest'
import { checkProposerRequest } from './checkProposerRequest'

const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const otherOwner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const proposer = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const now = Date.UTC(2026, 10, 28, 12)
const valid = {
  account: owner,
  owners: [owner, otherOwner],
  delegate: proposer,
  label: 'Payroll bot',
  expiry: '2026-12-31',
  nowMs: now,
} as const

describe('checkProposerRequest', () => {
  it('accepts an owner adding a proposer with a name and a future expiry', () => {
    expect(checkProposerRequest(valid)).toEqual({
      ok: true,
      request: {
        delegate: proposer,
        delegator: owner,
        label: 'Payroll bot',
        expiresAt: Date.UTC(2026, 11, 31),
      },
    })
  })

  it('accepts no expiry, a lowercase address and trims the name', () => {
    const checked = checkProposerRequest({
      ...valid,
      delegate: ` ${proposer.toLowerCase()} `,
      label: '  Bot  ',
      expiry: '',
    })
    expect(checked).toEqual({
      ok: true,
      request: { delegate: proposer, delegator: owner, label: 'Bot', expiresAt: null },
    })
  })

  it('refuses an account that is not an owner, or none', () => {
    expect(checkProposerRequest({ ...valid, account: proposer, delegate: otherOwner })).toEqual({
      ok: false,
      errors: {
        account: `Only an owner of this Safe can add a proposer: ${proposer} is not one.`,
        delegate: `${otherOwner} is an owner of this Safe: owners can already propose.`,
      },
    })
    expect(checkProposerRequest({ ...valid, account: undefined })).toEqual({
      ok: false,
      errors: { account: "Connect an owner's wallet to add a proposer." },
    })
  })

  it('refuses an expiry in the past (today included) and a malformed one', () => {
    for (const expiry of ['2026-11-28', '2025-01-01']) {
      expect(checkProposerRequest({ ...valid, expiry })).toEqual({
        ok: false,
        errors: { expiry: `The expiry ${expiry} is in the past: choose a later day, or none.` },
      })
    }
    for (const expiry of ['2026-02-30', 'tomorrow', '31/12/2026']) {
      expect(checkProposerRequest({ ...valid, expiry })).toEqual({
        ok: false,
        errors: { expiry: 'Enter the expiry as a day (YYYY-MM-DD), or leave it empty.' },
      })
    }
  })

  it('refuses a bad address, a wrong checksum, the account itself', () => {
    const bad = (delegate: string) => checkProposerRequest({ ...valid, delegate })
    expect(bad('0x1234')).toEqual({
      ok: false,
      errors: { delegate: "Enter the proposer's address: 0x and 40 hexadecimal characters." },
    })
    expect(bad(proposer.replace('F79bf', 'f79bf'))).toEqual({
      ok: false,
      errors: { delegate: 'The address has a wrong checksum (a mistyped letter?): check it.' },
    })
    expect(bad(owner.toLowerCase())).toEqual({
      ok: false,
      errors: { delegate: 'The proposer must be another account than yours.' },
    })
  })

  it('refuses an empty or too long name', () => {
    for (const label of ['   ', 'x'.repeat(51)]) {
      expect(checkProposerRequest({ ...valid, label })).toEqual({
        ok: false,
        errors: { label: 'Enter a name of 1 to 50 characters.' },
      })
    }
  })
})
