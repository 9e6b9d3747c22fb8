import { describe, expect, it } from 'vitest'
import { checkProposerRemoval } from './checkProposerRemoval'

const delegator = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const delegate = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const otherOwner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('checkProposerRemoval', () => {
  it('lets the owner who added it or the proposer itself remove it', () => {
    expect(checkProposerRemoval({ account: delegator, delegator, delegate })).toBeNull()
    expect(checkProposerRemoval({ account: delegate, delegator, delegate })).toBeNull()
  })

  it('refuses anyone else, and no account', () => {
    expect(checkProposerRemoval({ account: otherOwner, delegator, delegate })).toBe(
      `Only ${delegator}, the owner who added this proposer, or the proposer itself can remove it.`,
    )
    expect(checkProposerRemoval({ account: undefined, delegator, delegate })).toBe(
      'Connect the wallet of the owner who added this proposer to remove it.',
    )
  })
})
