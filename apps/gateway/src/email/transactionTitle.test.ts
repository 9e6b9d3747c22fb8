import type { TransactionInfo } from '@assent/gateway-client'
import { describe, expect, it } from 'vitest'
import { transactionTitle } from './transactionTitle'

const chain = { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' } }

const recipient = { value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }
const transfer = (transferInfo: Extract<TransactionInfo, { type: 'Transfer' }>['transferInfo']) =>
  ({
    type: 'Transfer',
    sender: { value: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
    recipient,
    direction: 'OUTGOING',
    transferInfo,
  }) as const

describe('transactionTitle', () => {
  it('says what a transfer sends, in units, and to whom', () => {
    expect(
      transactionTitle(transfer({ type: 'NATIVE_COIN', value: '1500000000000000000' }), chain),
    ).toBe('Send 1.5 ETH to 0x7099…79C8')
    const token = {
      type: 'ERC20',
      tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      tokenName: 'USD Coin',
      logoUri: null,
      value: '2500000',
    } as const
    expect(transactionTitle(transfer({ ...token, tokenSymbol: 'USDC', decimals: 6 }), chain)).toBe(
      'Send 2.5 USDC to 0x7099…79C8',
    )
    expect(transactionTitle(transfer({ ...token, tokenSymbol: null, decimals: null }), chain)).toBe(
      'Send 2,500,000 tokens to 0x7099…79C8',
    )
  })

  it('cleans what a token contract chose: no bidi override, no line break, 80 characters at most', () => {
    const title = transactionTitle(
      transfer({
        type: 'ERC20',
        tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        tokenName: null,
        tokenSymbol: `US\u202eDC\r\nBcc: x@y.z ${'and a very long tail '.repeat(5)}`,
        logoUri: null,
        decimals: 0,
        value: '1',
      }),
      chain,
    )
    expect(title).not.toMatch(/[\u202e\r\n]/)
    expect(title).toHaveLength(80)
    expect(title.startsWith('Send 1 USDC Bcc: x@y.z and a very long tail')).toBe(true)
  })

  it('names settings changes, batches, rejections and calls', () => {
    expect(
      transactionTitle(
        {
          type: 'SettingsChange',
          dataDecoded: { method: 'addOwnerWithThreshold', parameters: [] },
          settingsInfo: { type: 'ADD_OWNER', owner: recipient, threshold: 2 },
        },
        chain,
      ),
    ).toBe('Add owner')
    const custom = {
      type: 'Custom',
      to: recipient,
      dataSize: '4',
      value: '0',
      methodName: null,
      actionCount: null,
      isCancellation: false,
    } as const
    expect(transactionTitle({ ...custom, actionCount: 3, methodName: 'multiSend' }, chain)).toBe(
      'Batch of 3 actions',
    )
    expect(transactionTitle({ ...custom, isCancellation: true }, chain)).toBe('On-chain rejection')
    expect(transactionTitle({ ...custom, methodName: 'approve' }, chain)).toBe('Call approve')
  })
})
