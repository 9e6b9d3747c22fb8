import type { TransactionListPage } from '@assent/gateway-client'
import { describe, expect, it } from 'vitest'
import { collectHistoryRange } from './collectHistoryRange'

function page(timestamps: number[], next: string | null): TransactionListPage {
  return {
    next,
    previous: null,
    results: timestamps.flatMap((timestamp) => [
      { type: 'DATE_LABEL' as const, timestamp },
      {
        type: 'TRANSACTION' as const,
        conflictType: 'None',
        transaction: {
          id: `tx${timestamp}`,
          timestamp,
          txStatus: 'SUCCESS',
          txInfo: {
            type: 'Creation',
            creator: { value: '0x1' },
            transactionHash: '0x',
            implementation: null,
            factory: null,
          },
        },
      },
    ]),
  }
}

describe('collectHistoryRange', () => {
  it('pages until the range start and keeps only the range', async () => {
    const pages: Record<string, TransactionListPage> = {
      first: page([100, 90], 'p2'),
      p2: page([80, 70], 'p3'),
      p3: page([60, 50], 'p4'),
      p4: page([40], null),
    }
    const fetched: (string | null)[] = []
    const result = await collectHistoryRange(
      async (url) => {
        fetched.push(url)
        return pages[url ?? 'first'] as TransactionListPage
      },
      { start: 65, end: 95 },
    )
    expect(result.map((tx) => tx.timestamp)).toEqual([90, 80, 70])
    expect(fetched).toEqual([null, 'p2', 'p3'])
  })

  it('reads to the end without a start', async () => {
    const result = await collectHistoryRange(
      async (url) => (url ? page([1], null) : page([3, 2], 'next')),
      {},
    )
    expect(result.map((tx) => tx.timestamp)).toEqual([3, 2, 1])
  })
})
