import { describe, expect, it } from 'vitest'
import type { TransactionInfo } from '../types/transactionInfo'
import { describeTransaction, isDetailsUnavailable } from './describeTransaction'

const chain = { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' } }
const party = { value: '0x0000000000000000000000000000000000000001' }

describe('describeTransaction', () => {
  it('describes native and token transfers with amounts', () => {
    const native = {
      type: 'Transfer',
      sender: party,
      recipient: party,
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: '1500000000000000000' },
    } as TransactionInfo
    expect(describeTransaction(native, chain)).toBe('Send 1.5 ETH')
    const token = {
      ...native,
      direction: 'INCOMING',
      transferInfo: {
        type: 'ERC20',
        tokenAddress: '0x1',
        tokenName: 'D',
        tokenSymbol: 'DAI',
        logoUri: null,
        decimals: 6,
        value: '2000000',
      },
    } as TransactionInfo
    expect(describeTransaction(token, chain)).toBe('Receive 2 DAI')
  })

  it('names settings changes, batches and rejections', () => {
    expect(
      describeTransaction(
        {
          type: 'SettingsChange',
          dataDecoded: { method: 'addOwnerWithThreshold', parameters: [] },
          settingsInfo: { type: 'ADD_OWNER', owner: party, threshold: 2 },
        } as TransactionInfo,
        chain,
      ),
    ).toBe('Add owner')
    const custom = {
      type: 'Custom',
      to: party,
      dataSize: '0',
      value: '0',
      methodName: null,
      actionCount: null,
      isCancellation: false,
    }
    expect(
      describeTransaction(
        { ...custom, actionCount: 3, methodName: 'multiSend' } as TransactionInfo,
        chain,
      ),
    ).toBe('Batch of 3 actions')
    expect(describeTransaction({ ...custom, isCancellation: true } as TransactionInfo, chain)).toBe(
      'On-chain rejection',
    )
    expect(describeTransaction(custom as TransactionInfo, chain)).toBe('Contract interaction')
  })

  it('says when only the execution is known, never a rejection', () => {
    const info = {
      type: 'Custom',
      to: party,
      dataSize: '0',
      value: '0',
      methodName: null,
      actionCount: null,
      isCancellation: false,
      detailsUnavailable: true,
    } as TransactionInfo
    expect(describeTransaction(info, chain)).toBe(
      'Executed transaction — details unavailable (RPC without tracing)',
    )
    expect(isDetailsUnavailable(info)).toBe(true)
    expect(
      isDetailsUnavailable({ ...info, detailsUnavailable: undefined } as TransactionInfo),
    ).toBe(false)
  })
})
