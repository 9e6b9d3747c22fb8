import { describe, expect, it } from 'vitest'
import { batchCandidateBlocker, checkBatchSelection } from './checkBatchSelection'

const signed = (nonce: number) => ({ nonce, confirmationsSubmitted: 2, confirmationsRequired: 2 })

describe('checkBatchSelection', () => {
  it('accepts consecutive fully signed transactions from the Safe nonce', () => {
    expect(
      checkBatchSelection({ safeNonce: 4, selected: [signed(4), signed(5), signed(6)] }),
    ).toEqual({
      ok: true,
      nonces: [4, 5, 6],
    })
  })

  it('refuses a selection of one or none: that is a normal execution', () => {
    const reason =
      'Select at least two transactions to execute together; a single one is executed with its own Execute button.'
    expect(checkBatchSelection({ safeNonce: 4, selected: [signed(4)] })).toEqual({
      ok: false,
      reason,
    })
    expect(checkBatchSelection({ safeNonce: 4, selected: [] })).toEqual({ ok: false, reason })
  })

  it('refuses a transaction that is not fully signed', () => {
    expect(
      checkBatchSelection({
        safeNonce: 4,
        selected: [signed(4), { nonce: 5, confirmationsSubmitted: 1, confirmationsRequired: 3 }],
      }),
    ).toEqual({
      ok: false,
      reason: 'Transaction #5: Needs 2 more confirmations to be executed with others.',
    })
  })

  it('refuses a first nonce other than the Safe nonce', () => {
    expect(checkBatchSelection({ safeNonce: 4, selected: [signed(5), signed(6)] })).toEqual({
      ok: false,
      reason:
        "The first transaction must have the Safe's current nonce 4, not 5: nonce 4 has to execute first.",
    })
    expect(checkBatchSelection({ safeNonce: 4, selected: [signed(3), signed(4)] })).toEqual({
      ok: false,
      reason: 'Nonce 3 is already used: the Safe is at nonce 4.',
    })
  })

  it('refuses gaps, wrong order and two transactions of one nonce', () => {
    expect(checkBatchSelection({ safeNonce: 4, selected: [signed(4), signed(6)] })).toEqual({
      ok: false,
      reason:
        'Nonce 5 is missing between #4 and #6: the Safe executes nonces one after another, without gaps.',
    })
    expect(checkBatchSelection({ safeNonce: 4, selected: [signed(4), signed(8)] })).toEqual({
      ok: false,
      reason:
        'Nonces 5–7 are missing between #4 and #8: the Safe executes nonces one after another, without gaps.',
    })
    expect(
      checkBatchSelection({ safeNonce: 4, selected: [signed(4), signed(6), signed(5)] }),
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/^Nonce 5 is missing/) })
    expect(
      checkBatchSelection({ safeNonce: 4, selected: [signed(4), signed(5), signed(4)] }),
    ).toEqual({
      ok: false,
      reason: 'Out of order: #4 comes after #5. Transactions execute in nonce order.',
    })
    expect(checkBatchSelection({ safeNonce: 4, selected: [signed(4), signed(4)] })).toEqual({
      ok: false,
      reason: 'Two selected transactions share nonce 4: only one of them can ever execute.',
    })
  })
})

describe('batchCandidateBlocker', () => {
  it('names how many confirmations are missing, nothing when fully signed', () => {
    expect(batchCandidateBlocker(signed(1))).toBeUndefined()
    expect(
      batchCandidateBlocker({ nonce: 1, confirmationsSubmitted: 1, confirmationsRequired: 2 }),
    ).toBe('Needs 1 more confirmation to be executed with others.')
  })
})
