import { erc20Abi, safeAbi } from '@assent/core'
import type { TransactionInfo } from '@assent/gateway-client'
import { encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { baseTx, safeAddress, stranger } from '../test-utils/fixtures'
import { checkSummaryMatchesCall } from './checkSummaryMatchesCall'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const bob = '0x3333333333333333333333333333333333333333'

function erc20Summary(recipient: string, value: string): TransactionInfo {
  return {
    type: 'Transfer',
    sender: { value: safeAddress },
    recipient: { value: recipient },
    direction: 'OUTGOING',
    transferInfo: {
      type: 'ERC20',
      tokenAddress: token,
      tokenName: 'T',
      tokenSymbol: 'T',
      logoUri: null,
      decimals: 6,
      value,
    },
  }
}

describe('checkSummaryMatchesCall', () => {
  const transferTx = {
    ...baseTx,
    to: token,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 5n] }),
  } as const

  it('accepts a summary that describes the call', () => {
    expect(checkSummaryMatchesCall(erc20Summary(bob, '5'), transferTx, safeAddress)).toBeUndefined()
    const native: TransactionInfo = {
      type: 'Transfer',
      sender: { value: safeAddress },
      recipient: { value: baseTx.to },
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: baseTx.value.toString() },
    }
    expect(checkSummaryMatchesCall(native, baseTx, safeAddress)).toBeUndefined()
  })

  it('catches a summary showing another recipient or amount', () => {
    expect(
      checkSummaryMatchesCall(erc20Summary(stranger.address, '5'), transferTx, safeAddress),
    ).toMatch(/different recipient/)
    expect(checkSummaryMatchesCall(erc20Summary(bob, '4'), transferTx, safeAddress)).toMatch(
      /amount/,
    )
  })

  it('catches a harmless-looking settings summary over another call', () => {
    const info: TransactionInfo = {
      type: 'SettingsChange',
      dataDecoded: { method: 'changeThreshold' },
      settingsInfo: { type: 'CHANGE_THRESHOLD', threshold: 1 },
    }
    const enableModule = {
      ...baseTx,
      to: safeAddress,
      value: 0n,
      data: encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [bob] }),
    }
    expect(checkSummaryMatchesCall(info, enableModule, safeAddress)).toMatch(/ENABLE_MODULE/)
  })

  it('catches a fake rejection', () => {
    const info: TransactionInfo = {
      type: 'Custom',
      to: { value: safeAddress },
      dataSize: '0',
      value: '0',
      methodName: null,
      actionCount: null,
      isCancellation: true,
    }
    expect(
      checkSummaryMatchesCall(info, { ...baseTx, to: safeAddress, value: 0n }, safeAddress),
    ).toBeUndefined()
    expect(checkSummaryMatchesCall(info, baseTx, safeAddress)).toMatch(/rejection/)
  })
})
