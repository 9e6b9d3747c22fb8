import type { TransactionDetails } from '@assent/gateway-client'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { baseTx, detailsOf } from '../verification/fixtures'
import { needsLiveRefresh } from './needsLiveRefresh'
import { selectDelegateCallKind } from './useDelegateCallKind'

const clients: QueryClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.clear()
})

/** A cache holding one details query with `data`, watched by the given observers. */
function cachedDetails(data: TransactionDetails, watchers: ('row' | 'page')[]) {
  const client = new QueryClient()
  clients.push(client)
  const queryKey = ['gateway', 'http://gw', 'transactionDetails', '31337', data.txId]
  client.setQueryData(queryKey, data)
  for (const watcher of watchers) {
    new QueryObserver(client, {
      queryKey,
      queryFn: () => data,
      staleTime: Number.POSITIVE_INFINITY,
      ...(watcher === 'row' ? { select: selectDelegateCallKind } : {}),
    }).subscribe(() => {})
  }
  const query = client.getQueryCache().find({ queryKey })
  if (!query) throw new Error('query not cached')
  return { query }
}

const queued = detailsOf(baseTx, [])
const executed: TransactionDetails = { ...queued, txStatus: 'SUCCESS' }

describe('needsLiveRefresh', () => {
  it('refreshes a queued transaction a details page or flow is showing', () => {
    expect(needsLiveRefresh(cachedDetails(queued, ['page']).query)).toBe(true)
    expect(needsLiveRefresh(cachedDetails(queued, ['row', 'page']).query)).toBe(true)
  })

  it('leaves a queued transaction only list rows watch (their fields cannot change)', () => {
    expect(needsLiveRefresh(cachedDetails(queued, ['row']).query)).toBe(false)
    expect(needsLiveRefresh(cachedDetails(queued, ['row', 'row']).query)).toBe(false)
  })

  it('marks an unwatched queued transaction stale for whoever opens it next', () => {
    expect(needsLiveRefresh(cachedDetails(queued, []).query)).toBe(true)
  })

  it('never refreshes settled transactions', () => {
    for (const txStatus of ['SUCCESS', 'FAILED', 'CANCELLED'] as const) {
      const { query } = cachedDetails({ ...queued, txStatus }, ['page'])
      expect(needsLiveRefresh(query)).toBe(false)
    }
    expect(needsLiveRefresh(cachedDetails(executed, []).query)).toBe(false)
  })
})
