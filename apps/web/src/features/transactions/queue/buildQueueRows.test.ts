import type { TransactionItem, TransactionListItem } from '@assent/gateway-client'
import { describe, expect, it } from 'vitest'
import { buildQueueRows } from './buildQueueRows'

function tx(id: string, nonce: number, conflictType = 'None'): TransactionItem {
  return {
    type: 'TRANSACTION',
    conflictType,
    transaction: {
      id,
      timestamp: 1,
      txStatus: 'AWAITING_CONFIRMATIONS',
      txInfo: {
        type: 'Custom',
        to: { value: '0x1' },
        dataSize: '0',
        value: '0',
        methodName: null,
        actionCount: null,
        isCancellation: false,
      },
      executionInfo: {
        type: 'MULTISIG',
        nonce,
        confirmationsRequired: 2,
        confirmationsSubmitted: 1,
      },
    },
  }
}

describe('buildQueueRows', () => {
  it('labels Next and Queued, and explains conflict groups', () => {
    const items: TransactionListItem[] = [
      { type: 'LABEL', label: 'Next' },
      { type: 'CONFLICT_HEADER', nonce: 4 },
      tx('a', 4, 'HasNext'),
      tx('b', 4, 'End'),
      { type: 'LABEL', label: 'Queued' },
      tx('c', 5),
    ]
    const rows = buildQueueRows(items, 4)
    expect(rows.map((r) => r.type)).toEqual(['label', 'conflict', 'tx', 'tx', 'label', 'tx'])
    expect(rows[0]).toMatchObject({ title: 'Next transaction' })
    expect(rows[1]).toMatchObject({
      title: 'Conflicting transactions — nonce 4',
      hint: expect.stringContaining('Executing one of them replaces the others'),
    })
    expect(rows[2]).toMatchObject({ inConflict: true, lastInGroup: false, isNext: true })
    expect(rows[3]).toMatchObject({ inConflict: true, lastInGroup: true, isNext: true })
    expect(rows[4]).toMatchObject({
      hint: 'Queued — transaction with nonce 4 needs to be executed first',
    })
    expect(rows[5]).toMatchObject({ inConflict: false, isNext: false })
  })

  it('keeps a group continuing from the previous page in its conflict frame', () => {
    // Page 2 starts mid-group: no header is repeated, the items still carry HasNext/End.
    const rows = buildQueueRows([tx('b', 4, 'HasNext'), tx('c', 4, 'End'), tx('d', 5)], 4)
    expect(rows.map((r) => r.type === 'tx' && r.inConflict)).toEqual([true, true, false])
  })

  it('shows a transaction once even when pages overlap', () => {
    const rows = buildQueueRows([tx('a', 4), tx('a', 4), tx('b', 5)], 4)
    expect(rows.map((r) => r.key)).toEqual(['a', 'b'])
  })
})
