import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createAppQueryClient,
  createPersistOptions,
  GATEWAY_STALE_TIME_MS,
  shouldPersistQuery,
} from './queryClient'

afterEach(cleanup)

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
  await new Promise((resolve) => setTimeout(resolve, 50))
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

  it('leaves other data (the wallet’s) refetched on mount', async () => {
    expect(await mountTwice(['balance', { address: '0xabc' }])).toBe(2)
  })
})

describe('shouldPersistQuery', () => {
  it('keeps successful gateway reads except tx details, and nothing of the wallet', () => {
    const base = ['gateway', 'http://gw.test']
    const ok = { status: 'success' }
    expect(shouldPersistQuery({ state: ok, queryKey: [...base, 'safeInfo', '1', '0xs'] })).toBe(
      true,
    )
    expect(
      shouldPersistQuery({ state: ok, queryKey: [...base, 'transactionDetails', '1', '0xh'] }),
    ).toBe(false)
    expect(shouldPersistQuery({ state: ok, queryKey: ['balance', { address: '0xo' }] })).toBe(false)
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
