import type { SafeBalanceItem } from '@assent/gateway-client'
import { describe, expect, it } from 'vitest'
import type { VerifiedTokenInfo } from '../../../verification-rpc/useVerifiedTokenInfo'
import { chooseAmountUnit } from './chooseAmountUnit'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const wallet = { source: 'wallet', label: "your wallet's RPC" } as const

function erc20(decimals: number | null, symbol = 'aUSD'): SafeBalanceItem {
  return {
    tokenInfo: {
      type: 'ERC20',
      address: token,
      decimals,
      symbol,
      name: 'Assent USD',
      logoUri: null,
    },
    balance: '1000000000',
    fiatBalance: '0',
    fiatConversion: '0',
  }
}

function onChain(decimals: number | null, symbol: string | null = 'aUSD'): VerifiedTokenInfo {
  return { status: 'verified', decimals, symbol, name: 'Assent USD', ...wallet }
}

describe('chooseAmountUnit', () => {
  it('uses the contract’s decimals and says so when the gateway claims others', () => {
    const unit = chooseAmountUnit(erc20(12), onChain(6))
    expect(unit).toMatchObject({ kind: 'decimals', decimals: 6, symbol: 'aUSD' })
    expect(unit.kind === 'decimals' && unit.mismatches).toEqual([
      "The gateway says this token has 12 decimals, but the token contract says 6: the gateway is wrong or lying. The amount is read with the contract's 6 decimals.",
    ])
  })

  it('has nothing to say when the gateway agrees with the chain', () => {
    expect(chooseAmountUnit(erc20(6), onChain(6))).toMatchObject({
      kind: 'decimals',
      decimals: 6,
      mismatches: [],
      source: "read from the token contract through your wallet's RPC",
    })
  })

  it('names a symbol the gateway changed, and keeps the contract’s', () => {
    const unit = chooseAmountUnit(erc20(6, 'USDC'), onChain(6, 'aUSD'))
    expect(unit).toMatchObject({ kind: 'decimals', symbol: 'aUSD' })
    expect(unit.kind === 'decimals' && unit.mismatches).toEqual([
      'The gateway calls this token "USDC", but the token contract says "aUSD".',
    ])
  })

  it('falls back to base units, never the gateway’s decimals, when decimals() cannot be read', () => {
    expect(chooseAmountUnit(erc20(12), onChain(null, 'APNK'))).toEqual({
      kind: 'baseUnits',
      symbol: 'APNK',
      reason:
        'The token contract does not answer decimals() (it reverts or is not an ERC-20). The gateway says 12 decimals, which cannot be checked and is not used.',
    })
    const unread = chooseAmountUnit(erc20(12), {
      status: 'unverified',
      reason: "The token could not be read through your wallet's RPC: There is no contract at 0x….",
      ...wallet,
    })
    expect(unread).toMatchObject({ kind: 'baseUnits', symbol: null })
    expect(unread.kind === 'baseUnits' && unread.reason).toBe(
      "The token could not be read through your wallet's RPC: There is no contract at 0x…. The gateway says 12 decimals, which cannot be checked and is not used.",
    )
  })

  it('waits while the contract is being read', () => {
    expect(chooseAmountUnit(erc20(6), { status: 'loading', ...wallet })).toEqual({
      kind: 'loading',
      message: "Reading the token's decimals from its contract through your wallet's RPC…",
    })
  })

  it('counts the native coin in wei (18 decimals) whatever the gateway says', () => {
    const native: SafeBalanceItem = {
      tokenInfo: {
        type: 'NATIVE_TOKEN',
        address: '0x0000000000000000000000000000000000000000',
        decimals: 12,
        symbol: 'ETH',
        name: 'Ether',
        logoUri: null,
      },
      balance: '1',
      fiatBalance: '0',
      fiatConversion: '0',
    }
    const unit = chooseAmountUnit(native, { status: 'loading', ...wallet })
    expect(unit).toMatchObject({ kind: 'decimals', decimals: 18, symbol: 'ETH' })
    expect(unit.kind === 'decimals' && unit.mismatches[0]).toContain(
      'The gateway says ETH has 12 decimals, but the native coin has 18',
    )
  })
})
