import { describe, expect, it } from 'vitest'
import { signingBlockers } from './signingBlockers'

const none = { findings: [], needsAcknowledgement: false }
const unknown = {
  findings: [{ to: '0x00000000000000000000000000000000DeaDBeef' as const, path: [], known: false }],
  needsAcknowledgement: true,
}

describe('signingBlockers', () => {
  it('lets a verified plain call through', () => {
    expect(signingBlockers({ problems: [], delegateCalls: none, acknowledgement: '' })).toEqual([])
  })

  it('always blocks a failed verification, acknowledgement or not', () => {
    const problems = [{ code: 'hash-mismatch' as const, message: 'x' }]
    expect(
      signingBlockers({ problems, delegateCalls: unknown, acknowledgement: 'delegatecall' }),
    ).toEqual(['The transaction failed verification.'])
  })

  it('blocks an unknown delegate call until the word is typed', () => {
    expect(
      signingBlockers({ problems: [], delegateCalls: unknown, acknowledgement: 'yes' }),
    ).toHaveLength(1)
    expect(
      signingBlockers({ problems: [], delegateCalls: unknown, acknowledgement: 'delegatecall' }),
    ).toEqual([])
  })
})
