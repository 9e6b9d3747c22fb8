import {
  createGatewayClient,
  getSafeInfoQueryKey,
  getTransactionHistoryInfiniteQueryOptions,
  getTransactionQueueInfiniteQueryOptions,
  getTransactionQueueQueryKey,
} from '@assent/gateway-client'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { invalidateSafeReads } from './invalidateSafeReads'

const client = createGatewayClient({ baseUrl: 'http://127.0.0.1:1' })
const address = '0x1000000000000000000000000000000000000001'
const other = '0x2000000000000000000000000000000000000002'

/** Cache entries under the keys the web app's list hooks use, none of them watched. */
function seeded() {
  const queryClient = new QueryClient()
  const keys = {
    queue: getTransactionQueueInfiniteQueryOptions(client, { chainId: '1', address, trusted: true })
      .queryKey,
    history: getTransactionHistoryInfiniteQueryOptions(client, { chainId: '1', address }).queryKey,
    safeInfo: getSafeInfoQueryKey(client, { chainId: '1', address }),
    otherQueue: getTransactionQueueQueryKey(client, { chainId: '1', address: other }),
  }
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { seeded: true })
  const stale = (name: keyof typeof keys) => queryClient.getQueryState(keys[name])?.isInvalidated
  return { queryClient, stale }
}

describe('invalidateSafeReads', () => {
  it("marks the Safe's paged lists stale when handed a whole CurrentSafe, not just its address", async () => {
    const { queryClient, stale } = seeded()
    // What pages and buttons hold: the chain and address plus the Safe's info and more.
    const currentSafe = {
      chainId: '1',
      address,
      safeInfo: { version: '1.4.1' },
      safeParam: `eth:${address}`,
    } as const
    await invalidateSafeReads(queryClient, client, currentSafe, ['queue', 'history'])
    expect(stale('queue')).toBe(true)
    expect(stale('history')).toBe(true)
    expect(stale('safeInfo')).toBe(false)
    expect(stale('otherQueue')).toBe(false)
  })

  it('marks only the reads it is asked for', async () => {
    const { queryClient, stale } = seeded()
    await invalidateSafeReads(queryClient, client, { chainId: '1', address }, ['safeInfo'])
    expect(stale('safeInfo')).toBe(true)
    expect(stale('queue')).toBe(false)
  })
})
