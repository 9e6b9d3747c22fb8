import { describe, expect, it } from 'vitest'
import { describeSend } from './describeSend'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('describeSend', () => {
  it('titles the amount in the chain’s decimals and the contract’s symbol', () => {
    const unit = {
      kind: 'decimals',
      decimals: 6,
      symbol: 'aUSD',
      source: '',
      mismatches: [],
    } as const
    expect(describeSend({ unit, amount: 1_000_000n, token, recipient })).toBe(
      'Send 1 aUSD to 0x7099…79C8',
    )
    expect(describeSend({ unit, amount: 1_500_001n, token, recipient })).toBe(
      'Send 1.500001 aUSD to 0x7099…79C8',
    )
  })

  it('titles base units as such, naming the token by address when it has no symbol', () => {
    const unit = { kind: 'baseUnits', symbol: null, reason: '' } as const
    expect(describeSend({ unit, amount: 2_500_000n, token, recipient })).toBe(
      'Send 2500000 base units of token 0x5FbD…0aa3 to 0x7099…79C8',
    )
  })
})
