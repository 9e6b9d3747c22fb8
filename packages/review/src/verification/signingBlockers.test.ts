import { SAFE_MIGRATION_1_4_1 } from '@assent/core'
import { describe, expect, it } from 'vitest'
import { collectSigningRisks } from '../risks/collectSigningRisks'
import { signingBlockers } from './signingBlockers'

const none = { findings: [], needsAcknowledgement: false }
const unknown = {
  findings: [
    { to: '0x00000000000000000000000000000000DeaDBeef' as const, path: [1], known: false },
  ],
  needsAcknowledgement: true,
}
const refund = {
  hasRefundFields: true,
  pays: true,
  gasToken: '0x0000000000000000000000000000000000000000' as const,
  receiver: 'executor' as const,
  maxRefund: 5n,
}

describe('signingBlockers', () => {
  it('lets a verified plain call through', () => {
    const risks = collectSigningRisks({ delegateCalls: none })
    expect(risks).toEqual([])
    expect(signingBlockers({ problems: [], risks, acknowledgements: {} })).toEqual([])
  })

  it('always blocks a failed verification, acknowledgements or not', () => {
    const problems = [{ code: 'hash-mismatch' as const, message: 'x' }]
    const risks = collectSigningRisks({ delegateCalls: unknown })
    expect(
      signingBlockers({ problems, risks, acknowledgements: { delegatecall: 'delegatecall' } }),
    ).toEqual(['The transaction failed verification.'])
  })

  it('names the official upgrade contract, and still asks for the word', () => {
    const risks = collectSigningRisks({
      delegateCalls: {
        findings: [{ to: SAFE_MIGRATION_1_4_1, path: [], known: false }],
        needsAcknowledgement: true,
      },
    })
    expect(risks[0]?.word).toBe('delegatecall')
    expect(risks[0]?.items[0]).toContain("SafeMigration 1.4.1, Safe's official upgrade contract")
  })

  it('blocks an unknown delegate call until its word is typed', () => {
    const risks = collectSigningRisks({ delegateCalls: unknown })
    expect(risks[0]?.items).toEqual(['0x00000000000000000000000000000000DeaDBeef (action 2)'])
    expect(
      signingBlockers({ problems: [], risks, acknowledgements: { delegatecall: 'yes' } }),
    ).toHaveLength(1)
    expect(
      signingBlockers({ problems: [], risks, acknowledgements: { delegatecall: 'delegatecall' } }),
    ).toEqual([])
  })

  it('needs each risk acknowledged with its own word', () => {
    const risks = collectSigningRisks({
      delegateCalls: unknown,
      refund,
      refundText: 'up to 5 wei',
      unverifiedState: 'No RPC of your own.',
    })
    expect(risks.map((risk) => risk.id)).toEqual(['delegatecall', 'refund', 'unverified-state'])
    // One word never stands for another.
    expect(
      signingBlockers({
        problems: [],
        risks,
        acknowledgements: { delegatecall: 'refund', refund: 'delegatecall' },
      }),
    ).toHaveLength(3)
    expect(
      signingBlockers({
        problems: [],
        risks,
        acknowledgements: { delegatecall: 'delegatecall', refund: 'refund' },
      }),
    ).toEqual(['Type "unverified" to acknowledge: the safe\'s on-chain state is unverified.'])
  })
})
