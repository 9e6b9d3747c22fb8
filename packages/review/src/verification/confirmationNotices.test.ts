import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { confirmationNotices } from './confirmationNotices'

const owner = getAddress('0x1111111111111111111111111111111111111111')
const delegate = getAddress('0x2222222222222222222222222222222222222222')

describe('confirmationNotices', () => {
  it('labels a proposal by a delegate, beside the owner who has not signed', () => {
    const notices = confirmationNotices({
      confirmations: [],
      verifiedSigners: [],
      duplicateSigners: [],
      proposer: owner,
      proposedByDelegate: delegate,
    })
    expect(notices.map((notice) => notice.code)).toEqual([
      'no-confirmations',
      'proposed-by-delegate',
      'proposer-not-signed',
    ])
    expect(notices[1]?.message).toBe(
      `Proposed by ${delegate}, a delegate of ${owner}: a delegate may propose but not sign — only owners' confirmations count.`,
    )
  })

  it('says nothing of delegates for an owner’s own proposal', () => {
    const notices = confirmationNotices({
      confirmations: [],
      verifiedSigners: [owner],
      duplicateSigners: [],
      proposer: owner,
    })
    expect(notices.map((notice) => notice.code)).toEqual(['no-confirmations'])
  })
})
