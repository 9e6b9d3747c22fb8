import type { TransactionSummary } from '@assent/gateway-client'
import { describe, expect, it } from 'vitest'
import { historyToCsv } from './historyToCsv'

const safe = '0x1111111111111111111111111111111111111111'
const chain = { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' } }

const incoming: TransactionSummary = {
  id: 'transfer_1',
  txHash: '0xaa',
  timestamp: Date.parse('2026-03-01T10:00:00Z'),
  txStatus: 'SUCCESS',
  txInfo: {
    type: 'Transfer',
    sender: { value: '0x2222222222222222222222222222222222222222' },
    recipient: { value: safe },
    direction: 'INCOMING',
    transferInfo: {
      type: 'ERC20',
      tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      tokenName: 'Evil, "Token"',
      tokenSymbol: '=HYPERLINK("x")',
      logoUri: null,
      decimals: 6,
      value: '1500000',
    },
  },
  executionInfo: null,
}

const failed: TransactionSummary = {
  id: 'multisig_2',
  txHash: '0xbb',
  timestamp: Date.parse('2026-03-02T10:00:00Z'),
  txStatus: 'FAILED',
  txInfo: {
    type: 'Custom',
    to: { value: '0x3333333333333333333333333333333333333333' },
    dataSize: '4',
    value: '1000000000000000000',
    methodName: 'poke',
    actionCount: null,
    isCancellation: false,
  },
  executionInfo: {
    type: 'MULTISIG',
    nonce: 3,
    confirmationsRequired: 2,
    confirmationsSubmitted: 2,
  },
}

describe('historyToCsv', () => {
  it('writes one line per transaction with amounts in token units', () => {
    const csv = historyToCsv([incoming, failed], chain, safe)
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(
      'date_utc,type,direction,status,from,to,amount,token_symbol,token_address,nonce,tx_hash,id',
    )
    expect(lines[1]).toBe(
      `2026-03-01T10:00:00.000Z,Transfer,INCOMING,SUCCESS,0x2222222222222222222222222222222222222222,${safe},1.5,"'=HYPERLINK(""x"")",0x5FbDB2315678afecb367f032d93F642f64180aa3,,0xaa,transfer_1`,
    )
    expect(lines[2]).toBe(
      `2026-03-02T10:00:00.000Z,Custom:poke,,FAILED,${safe},0x3333333333333333333333333333333333333333,1,ETH,,3,0xbb,multisig_2`,
    )
    expect(lines).toHaveLength(4)
    expect(lines[3]).toBe('')
  })

  it('leaves target and amount empty for an execution whose details are unavailable', () => {
    const unknown: TransactionSummary = {
      ...failed,
      txStatus: 'SUCCESS',
      txInfo: {
        type: 'Custom',
        to: { value: safe },
        dataSize: '0',
        value: '0',
        methodName: null,
        actionCount: null,
        isCancellation: false,
        detailsUnavailable: true,
      },
    }
    const [, line] = historyToCsv([unknown], chain, safe).split('\r\n')
    expect(line).toBe(
      `2026-03-02T10:00:00.000Z,DetailsUnavailable,,SUCCESS,${safe},,,,,3,0xbb,multisig_2`,
    )
  })
})
