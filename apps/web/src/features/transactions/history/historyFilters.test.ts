import type { TransactionItem, TransactionListItem } from '@assent/gateway-client'
import { describe, expect, it } from 'vitest'
import { buildHistoryRows, dayRange, gatewayFilterQuery, matchesFilter } from './historyFilters'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
function transfer(
  id: string,
  timestamp: number,
  direction: 'INCOMING' | 'OUTGOING',
  symbol = 'TKN',
): TransactionItem {
  return {
    type: 'TRANSACTION',
    conflictType: 'None',
    transaction: {
      id,
      timestamp,
      txStatus: 'SUCCESS',
      txInfo: {
        type: 'Transfer',
        sender: { value: '0x1' },
        recipient: { value: '0x2' },
        direction,
        transferInfo: {
          type: 'ERC20',
          tokenAddress: token,
          tokenName: 'Token',
          tokenSymbol: symbol,
          logoUri: null,
          decimals: 18,
          value: '1',
        },
      },
      executionInfo: null,
    },
  }
}

const day = (iso: string) => Date.parse(iso)

describe('history filters', () => {
  it('computes day bounds in the user time zone', () => {
    const { start, end } = dayRange(
      { type: 'all', from: '2026-03-01', to: '2026-03-01' },
      'Europe/Berlin',
    )
    expect(new Date(start as number).toISOString()).toBe('2026-02-28T23:00:00.000Z')
    expect(new Date(end as number).toISOString()).toBe('2026-03-01T22:59:59.999Z')
  })

  it('builds the gateway query of a filter', () => {
    expect(gatewayFilterQuery({ type: 'incoming', from: '2026-03-01', token }, 'UTC')).toEqual({
      execution_date__gte: '2026-03-01T00:00:00.000Z',
      execution_date__lte: undefined,
      executed: undefined,
      token_address: token,
    })
    expect(gatewayFilterQuery({ type: 'outgoing' }, 'UTC').executed).toBe(true)
  })

  it('filters by direction and token (address or symbol)', () => {
    const incoming = transfer('a', day('2026-03-01T10:00:00Z'), 'INCOMING').transaction
    expect(matchesFilter(incoming, { type: 'incoming' }, 'UTC', 'ETH')).toBe(true)
    expect(matchesFilter(incoming, { type: 'outgoing' }, 'UTC', 'ETH')).toBe(false)
    expect(matchesFilter(incoming, { type: 'all', token: 'tkn' }, 'UTC', 'ETH')).toBe(true)
    expect(matchesFilter(incoming, { type: 'all', token: token.toLowerCase() }, 'UTC', 'ETH')).toBe(
      true,
    )
    expect(matchesFilter(incoming, { type: 'all', token: 'ETH' }, 'UTC', 'ETH')).toBe(false)
  })

  it('keeps gateway date labels unfiltered and recomputes them per day when filtered', () => {
    const items: TransactionListItem[] = [
      { type: 'DATE_LABEL', timestamp: day('2026-03-02T10:00:00Z') },
      transfer('a', day('2026-03-02T10:00:00Z'), 'OUTGOING'),
      { type: 'DATE_LABEL', timestamp: day('2026-03-01T23:30:00Z') },
      transfer('b', day('2026-03-01T23:30:00Z'), 'INCOMING'),
      transfer('c', day('2026-03-01T01:00:00Z'), 'INCOMING'),
    ]
    expect(buildHistoryRows(items, { type: 'all' }, 'UTC', 'ETH').map((r) => r.type)).toEqual([
      'date',
      'tx',
      'date',
      'tx',
      'tx',
    ])
    // In Berlin, 23:30 UTC on the 1st is already the 2nd: b and c fall on different days.
    const rows = buildHistoryRows(items, { type: 'incoming' }, 'Europe/Berlin', 'ETH')
    expect(rows.map((r) => (r.type === 'tx' ? r.key : 'date'))).toEqual(['date', 'b', 'date', 'c'])
  })
})
