import { createGatewayClient, getFiatCurrenciesQueryOptions } from '@assent/gateway-client'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QUERY_CACHE_BUSTER, QUERY_CACHE_STORAGE_KEY } from '../kernel/config'
import { createTestQueryClient } from '../test-utils/createTestQueryClient'
import {
  createAppQueryClient,
  createPersistOptions,
  GATEWAY_STALE_TIME_MS,
  NAME_AND_AVATAR_STALE_TIME_MS,
  shouldPersistQuery,
} from './queryClient'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  localStorage.clear()
})

function Reader({ queryKey, fetched }: { queryKey: readonly unknown[]; fetched: () => void }) {
  const { data } = useQuery({
    queryKey,
    queryFn: async () => {
      fetched()
      return 'data'
    },
  })
  return <p>{data ?? 'loading'}</p>
}

/** Renders a reader, then unmounts and mounts it again — as the wallet stack's arrival does. */
async function mountTwice(queryKey: readonly unknown[]): Promise<number> {
  const queryClient = createAppQueryClient()
  let fetches = 0
  const tree = (key: string) => (
    <QueryClientProvider client={queryClient}>
      <Reader key={key} queryKey={queryKey} fetched={() => fetches++} />
    </QueryClientProvider>
  )
  const { rerender } = render(tree('before'))
  await screen.findByText('data')
  rerender(tree('after'))
  await screen.findByText('data')
  // A refetch on mount started with the remount's effects: wait until it, if any, is done.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  return fetches
}

describe('createAppQueryClient', () => {
  it('keeps SPEC §9: gc 24 h, no retry, no refetch on focus', () => {
    const defaults = createAppQueryClient().getDefaultOptions().queries
    expect(defaults?.gcTime).toBe(24 * 60 * 60 * 1000)
    expect(defaults?.retry).toBe(false)
    expect(defaults?.refetchOnWindowFocus).toBe(false)
  })

  it('does not refetch gateway data when the page remounts', async () => {
    expect(GATEWAY_STALE_TIME_MS).toBeGreaterThan(0)
    expect(await mountTwice(['gateway', 'http://gw', 'safeInfo', '1', '0xabc'])).toBe(1)
  })

  it('keeps names and avatars fresh for 24 h (SPEC §9)', async () => {
    expect(NAME_AND_AVATAR_STALE_TIME_MS).toBe(24 * 60 * 60 * 1000)
    const queryClient = createAppQueryClient()
    // The keys wagmi gives useEnsName and useEnsAvatar (what RainbowKit's account button uses).
    for (const key of ['ensName', 'ensAvatar']) {
      expect(queryClient.getQueryDefaults([key, { address: '0xabc', chainId: 1 }]).staleTime).toBe(
        NAME_AND_AVATAR_STALE_TIME_MS,
      )
    }
    expect(await mountTwice(['ensName', { address: '0xabc', chainId: 1 }])).toBe(1)
    cleanup()
    expect(await mountTwice(['ensAvatar', { name: 'vitalik.eth', chainId: 1 }])).toBe(1)
  })

  it('leaves other data (the wallet’s) refetched on mount', async () => {
    expect(await mountTwice(['balance', { address: '0xabc' }])).toBe(2)
  })
})

describe('shouldPersistQuery', () => {
  it('keeps the gateway reads the resource registry keeps, and nothing of the wallet', () => {
    const base = ['gateway', 'http://gw.test']
    const ok = { status: 'success' }
    expect(shouldPersistQuery({ state: ok, queryKey: [...base, 'safeInfo', '1', '0xs'] })).toBe(
      true,
    )
    expect(
      shouldPersistQuery({ state: ok, queryKey: [...base, 'transactionDetails', '1', '0xh'] }),
    ).toBe(false)
    expect(shouldPersistQuery({ state: ok, queryKey: ['balance', { address: '0xo' }] })).toBe(false)
    // A list is kept as the pages read one after another, not as single pages a restore drops.
    const history = [...base, 'transactionHistory', '1', '0xs', {}]
    expect(shouldPersistQuery({ state: ok, queryKey: [...history, 'infinite'] })).toBe(true)
    expect(shouldPersistQuery({ state: ok, queryKey: history })).toBe(false)
    expect(
      shouldPersistQuery({ state: { status: 'error' }, queryKey: [...base, 'safeInfo', '1'] }),
    ).toBe(false)
  })

  it('is the filter the persister uses', () => {
    expect(createPersistOptions(undefined).dehydrateOptions?.shouldDehydrateQuery).toBe(
      shouldPersistQuery,
    )
  })
})

describe('the persisted query cache (SPEC §9: max age 24 h, saves throttled 1 s, version 2)', () => {
  const DAY = 24 * 60 * 60 * 1000
  const key = getFiatCurrenciesQueryOptions(
    createGatewayClient({ baseUrl: 'http://gw.test' }),
  ).queryKey
  type Client = Parameters<typeof persistQueryClientSave>[0]['queryClient']

  /** Saves one gateway read through the app's persister at the current (fake) time. */
  async function save(): Promise<void> {
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(key, ['USD', 'EUR'])
    await persistQueryClientSave({
      queryClient: queryClient as unknown as Client,
      ...createPersistOptions(localStorage),
    })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).not.toBeNull()
  }

  async function restored(): Promise<unknown> {
    const queryClient = createTestQueryClient()
    await persistQueryClientRestore({
      queryClient: queryClient as unknown as Client,
      ...createPersistOptions(localStorage),
    })
    return queryClient.getQueryData(key)
  }

  it('restores a cache younger than 24 h and drops an older one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    await save()
    vi.setSystemTime(Date.now() + DAY - 60_000)
    expect(await restored()).toEqual(['USD', 'EUR'])

    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    await save()
    vi.setSystemTime(Date.now() + DAY + 60_000)
    expect(await restored()).toBeUndefined()
    // An expired cache is deleted, not kept around.
    await vi.advanceTimersByTimeAsync(1_000)
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull()
  })

  it('drops a cache written under another storage version (the buster)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    expect(QUERY_CACHE_BUSTER).toBe('2')
    expect(QUERY_CACHE_STORAGE_KEY).toBe('assent-query-cache-v2')
    await save()
    const stored = JSON.parse(
      localStorage.getItem(QUERY_CACHE_STORAGE_KEY) as string,
    ) as PersistedClient
    expect(stored.buster).toBe('2')
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify({ ...stored, buster: '1' }))
    expect(await restored()).toBeUndefined()
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify(stored))
    expect(await restored()).toEqual(['USD', 'EUR'])
  })

  it('writes at most once a second, the latest state', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const writes: string[] = []
    const counting: Storage = {
      ...localStorage,
      getItem: (name) => localStorage.getItem(name),
      removeItem: (name) => localStorage.removeItem(name),
      setItem: (name, value) => {
        writes.push(value)
        localStorage.setItem(name, value)
      },
    }
    const { persister } = createPersistOptions(counting)
    const timestamps = [1, 2, 3].map((i) => Date.now() + i)
    for (const timestamp of timestamps) {
      await persister.persistClient({
        timestamp,
        buster: QUERY_CACHE_BUSTER,
        clientState: { queries: [], mutations: [] },
      })
      await vi.advanceTimersByTimeAsync(300)
      expect(writes).toHaveLength(0)
    }
    await vi.advanceTimersByTimeAsync(100)
    expect(writes).toHaveLength(1)
    expect((JSON.parse(writes[0] as string) as PersistedClient).timestamp).toBe(timestamps[2])
  })
})
