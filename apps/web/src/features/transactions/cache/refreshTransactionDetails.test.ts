import {
  createGatewayClient,
  getTransactionDetailsQueryKey,
  type TransactionDetails,
} from '@assent/gateway-client'
import { baseTx, detailsOf } from '@assent/review/test-utils/fixtures'
import { QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestQueryClient } from '../../../test-utils/createTestQueryClient'
import { GENEROUS_WAIT } from '../../../test-utils/generousWait'
import { selectRowRisk } from '../hooks/useDelegateCallKind'
import { refreshTransactionDetails } from './refreshTransactionDetails'

const gateway = createGatewayClient({ baseUrl: 'http://gw' })
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

type Watcher = 'row' | 'page'

/**
 * A cache with one details query per entry, fetched once and watched as given; `fetches` counts
 * each query's fetches, so a test sees which ones a refresh fetched again.
 */
async function cacheWith(entries: { details: TransactionDetails; watchers: Watcher[] }[]) {
  const client = createTestQueryClient({ staleTime: 30_000 })
  const fetches = new Map<string, number>()
  const keyOf = (details: TransactionDetails) =>
    getTransactionDetailsQueryKey(gateway, { chainId: '31337', transactionId: details.txId })
  for (const { details, watchers } of entries) {
    const queryFn = async () => {
      fetches.set(details.txId, (fetches.get(details.txId) ?? 0) + 1)
      return details
    }
    await client.fetchQuery({ queryKey: keyOf(details), queryFn })
    for (const watcher of watchers) {
      const unsubscribe = new QueryObserver(client, {
        queryKey: keyOf(details),
        queryFn,
        ...(watcher === 'row'
          ? { select: selectRowRisk, staleTime: Number.POSITIVE_INFINITY }
          : {}),
      }).subscribe(() => {})
      cleanups.push(unsubscribe)
    }
  }
  cleanups.push(() => client.clear())
  const query = (details: TransactionDetails) => {
    const found = client.getQueryCache().find({ queryKey: keyOf(details), exact: true })
    if (!found) throw new Error('not cached')
    return found
  }
  return { client, fetches, query }
}

const at = (
  nonce: number,
  txStatus: TransactionDetails['txStatus'] = 'AWAITING_CONFIRMATIONS',
) => ({
  ...detailsOf({ ...baseTx, nonce: BigInt(nonce) }, []),
  txStatus,
})

describe('refreshTransactionDetails', () => {
  it('fetches again at once the queued transactions a page or dialog shows', async () => {
    const shown = at(1)
    const both = at(2)
    const { client, fetches } = await cacheWith([
      { details: shown, watchers: ['page'] },
      { details: both, watchers: ['row', 'page'] },
    ])
    await refreshTransactionDetails(client, gateway)
    expect(fetches.get(shown.txId)).toBe(2)
    expect(fetches.get(both.txId)).toBe(2)
  })

  it('does not fetch what only list rows watch, but marks it stale for the next viewer', async () => {
    const rowOnly = at(3)
    const { client, fetches, query } = await cacheWith([{ details: rowOnly, watchers: ['row'] }])
    await refreshTransactionDetails(client, gateway)
    expect(fetches.get(rowOnly.txId)).toBe(1)
    expect(query(rowOnly).state.isInvalidated).toBe(true)
    // A confirm dialog opening now fetches the latest confirmations despite a 30 s staleTime.
    const dialog = new QueryObserver(client, {
      queryKey: query(rowOnly).queryKey,
      queryFn: async () => {
        fetches.set(rowOnly.txId, (fetches.get(rowOnly.txId) ?? 0) + 1)
        return rowOnly
      },
    })
    cleanups.push(dialog.subscribe(() => {}))
    await expect.poll(() => fetches.get(rowOnly.txId), GENEROUS_WAIT).toBe(2)
  })

  it('leaves settled transactions alone, whoever watches them', async () => {
    const settled = (['SUCCESS', 'FAILED', 'CANCELLED'] as const).map((status, i) =>
      at(10 + i, status),
    )
    const { client, fetches, query } = await cacheWith(
      settled.map((details) => ({ details, watchers: ['page', 'row'] as Watcher[] })),
    )
    await refreshTransactionDetails(client, gateway)
    for (const details of settled) {
      expect(fetches.get(details.txId)).toBe(1)
      expect(query(details).state.isInvalidated).toBe(false)
    }
  })

  it('only touches transaction details of this gateway', async () => {
    const shown = at(20)
    const { client, fetches } = await cacheWith([{ details: shown, watchers: ['page'] }])
    await refreshTransactionDetails(
      client,
      createGatewayClient({ baseUrl: 'http://another-gateway' }),
    )
    expect(fetches.get(shown.txId)).toBe(1)
  })
})
