import { describe, expect, it } from 'vitest'
import { checkPinned } from './checkPinned'

const hash = `0x${'ab'.repeat(32)}`
const id = `multisig_0x1111111111111111111111111111111111111111_${hash}`

describe('checkPinned', () => {
  it('accepts the transaction that was asked for, unchanged', () => {
    expect(
      checkPinned({
        requestedTxId: id,
        answeredTxId: id,
        localSafeTxHash: hash,
        changedSinceShown: false,
      }),
    ).toEqual([])
  })

  it('refuses an answer for another transaction, even a self-consistent one', () => {
    const other = `0x${'cd'.repeat(32)}`
    const otherId = id.replace(hash, other)
    const problems = checkPinned({
      requestedTxId: id,
      answeredTxId: otherId,
      localSafeTxHash: other,
      changedSinceShown: false,
    })
    expect(problems.map((problem) => problem.code)).toEqual(['hash-mismatch'])
    expect(problems[0]?.message).toMatch(/different transaction than the one you opened/)
    // The id may be echoed back while the fields hash to something else.
    expect(
      checkPinned({
        requestedTxId: id,
        answeredTxId: id,
        localSafeTxHash: other,
        changedSinceShown: false,
      }),
    ).toHaveLength(1)
  })

  it('refuses to sign what changed while it was on screen', () => {
    const problems = checkPinned({
      requestedTxId: id,
      answeredTxId: id,
      localSafeTxHash: hash,
      changedSinceShown: true,
    })
    expect(problems[0]?.message).toMatch(/changed while you were reviewing/)
  })
})
