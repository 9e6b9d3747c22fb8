import { createGatewayClient, type GatewayClient } from '@assent/gateway-client'
import { OWNER_A } from '@assent/gateway-client/test-utils/fixtures'
import type { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppQueryClient } from '../app/queryClient'
import { routeTree } from '../app/router'
import { chainListQueryOptions } from '../chains/useChains'
import { useBalances } from '../features/balances/hooks/useBalances'
import { RequireSafe } from '../features/safe/RequireSafe'
import { useCurrentSafe } from '../features/safe/SafeContext'
import { SafeProvider } from '../features/safe/SafeProvider'
import { QUERY_CACHE_STORAGE_KEY } from '../kernel/config'
import { addressEx, testChainInfo, testSafeInfo } from '../test-utils/fixtures'
import { GENEROUS_WAIT } from '../test-utils/generousWait'
import { renderWithProviders } from '../test-utils/renderWithProviders'
import { setupTestHttpServer } from '../test-utils/setupTestHttpServer'
import { prefetchGatewayReads } from './prefetchGatewayReads'

const SAFE = '0xEF6338A54FC10263B7bB0a32fA2019775569A3D2'
const safeInfo = testSafeInfo({
  address: addressEx(SAFE),
  nonce: 8,
  threshold: 2,
  owners: [addressEx(OWNER_A)],
})
const balances = { fiatTotal: '1234.5', items: [] }

/** GETs the gateway received, with the time each arrived and was answered. */
let log: { path: string; at: number; answeredAt: number }[] = []
/** Answers of Safe reads the gateway holds back (see below). */
const held: (() => void)[] = []
/**
 * Each test talks to the gateway under its own path prefix, so reads an earlier, failed test
 * left going do not land in the next test's log.
 */
let run = 0
const gatewayUrl = () => `${gateway.url}/run${run}`

// A real HTTP gateway. It answers the chain list at once and holds each Safe read until both
// Safe reads have arrived: sent side by side they are both answered, sent one after the other
// (a waterfall) the first is never answered and the second never sent. Not a fixed delay,
// which a busy machine can outlast between the two requests.
const gateway = setupTestHttpServer((request, res) => {
  const url = new URL(request.url, 'http://x')
  const [, prefix, pathname = url.pathname] = /^\/run(\d+)(\/.*)$/.exec(url.pathname) ?? []
  const current = Number(prefix) === run
  const entry = { path: pathname + url.search, at: performance.now(), answeredAt: 0 }
  if (current) log.push(entry)
  const body =
    pathname === '/v1/chains'
      ? { count: 1, next: null, previous: null, results: [testChainInfo()] }
      : pathname === `/v1/chains/31337/safes/${SAFE}`
        ? safeInfo
        : pathname === `/v1/chains/31337/safes/${SAFE}/balances/usd`
          ? balances
          : undefined
  const answer = () => {
    entry.answeredAt = performance.now()
    res
      .writeHead(body ? 200 : 404, { 'content-type': 'application/json' })
      .end(JSON.stringify(body ?? { code: 1, message: 'not found' }))
  }
  if (current && pathname.startsWith('/v1/chains/31337/safes/')) {
    held.push(answer)
    const safeReads = log.filter((e) => e.path.startsWith('/v1/chains/31337/safes/'))
    if (safeReads.length >= 2) for (const release of held.splice(0)) release()
  } else answer()
})
beforeEach(() => {
  run++
  log = []
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  for (const release of held.splice(0)) release() // what a failed test left waiting
})

/** Waits until the gateway has answered exactly `paths` (in any order). */
const answered = (paths: string[]) =>
  vi.waitFor(() => {
    expect(log.map((entry) => entry.path).sort()).toEqual([...paths].sort())
    expect(log.every((entry) => entry.answeredAt > 0)).toBe(true)
  }, GENEROUS_WAIT)

/**
 * Waits until the chain list is in the cache, then one task more: the prefetch decides on the
 * Safe reads in a callback on the chains' promise, which has run by then. A read it started
 * would now be a query in the cache, whether or not its request has reached the gateway yet.
 */
async function chainsSettled(queryClient: QueryClient, client: GatewayClient) {
  const { queryKey } = chainListQueryOptions(client)
  await vi.waitFor(
    () => expect(queryClient.getQueryState(queryKey)?.status).toBe('success'),
    GENEROUS_WAIT,
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  return queryKey
}

const cachedKeys = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey)

const SAFE_READS = [
  `/v1/chains/31337/safes/${SAFE}`,
  `/v1/chains/31337/safes/${SAFE}/balances/usd?exclude_spam=true`,
]

function Total() {
  const safe = useCurrentSafe()
  const { data } = useBalances(safe.chainId, safe.address)
  return <p>total {data?.fiatTotal ?? '…'}</p>
}

describe('prefetchGatewayReads', () => {
  it('fetches chains, then Safe info and balances side by side, under the keys the pages read', async () => {
    const queryClient = createAppQueryClient()
    const client = createGatewayClient({ baseUrl: gatewayUrl() })
    prefetchGatewayReads(queryClient, client, {
      safeParam: `devnet:${SAFE.toLowerCase()}`,
      storage: localStorage,
    })
    await answered(['/v1/chains', ...SAFE_READS])
    const [chains, ...safeReads] = log
    expect(chains?.path).toBe('/v1/chains')
    expect(safeReads.map((entry) => entry.path).sort()).toEqual(SAFE_READS)
    // Both went out before either was answered: no waterfall between them.
    for (const entry of safeReads) {
      expect(entry.at).toBeGreaterThanOrEqual(chains?.answeredAt ?? Number.POSITIVE_INFINITY)
      expect(entry.at).toBeLessThan(Math.min(...safeReads.map((e) => e.answeredAt)))
    }

    // The page rendered now finds everything in the cache: no further request.
    renderWithProviders(
      <SafeProvider safeParam={`devnet:${SAFE.toLowerCase()}`}>
        <RequireSafe>
          <Total />
        </RequireSafe>
      </SafeProvider>,
      { queryClient, gateway: client },
    )
    expect(await screen.findByText('total 1234.5', {}, GENEROUS_WAIT)).toBeTruthy()
    // A mounted query starts any fetch it wants when its observer subscribes. Once each cached
    // read has its observer, a read the page wanted again is in flight or already logged.
    await vi.waitFor(() => {
      for (const query of queryClient.getQueryCache().getAll()) {
        expect(query.getObserversCount(), JSON.stringify(query.queryKey)).toBeGreaterThan(0)
      }
    }, GENEROUS_WAIT)
    expect(cachedKeys(queryClient)).toHaveLength(3)
    expect(queryClient.isFetching()).toBe(0)
    expect(log).toHaveLength(3)
  })

  it('fetches only the chains without ?safe=', async () => {
    const queryClient = createAppQueryClient()
    const client = createGatewayClient({ baseUrl: gatewayUrl() })
    prefetchGatewayReads(queryClient, client, { safeParam: undefined, storage: localStorage })
    const chainsKey = await chainsSettled(queryClient, client)
    expect(cachedKeys(queryClient)).toEqual([chainsKey])
    expect(log.map((entry) => entry.path)).toEqual(['/v1/chains'])
  })

  it('leaves a returning visit (persisted cache) to the persisted data, chains aside', async () => {
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, '{}')
    const queryClient = createAppQueryClient()
    const client = createGatewayClient({ baseUrl: gatewayUrl() })
    prefetchGatewayReads(queryClient, client, {
      safeParam: `devnet:${SAFE}`,
      storage: localStorage,
    })
    const chainsKey = await chainsSettled(queryClient, client)
    expect(cachedKeys(queryClient)).toEqual([chainsKey])
    // index.html preloads the chains on every visit; reading them consumes that answer.
    expect(log.map((entry) => entry.path)).toEqual(['/v1/chains'])
  })
})

describe('the root route', () => {
  it('starts the reads from its loader, with the query client and gateway of the router context', async () => {
    const queryClient = createAppQueryClient()
    const router = createRouter({
      routeTree,
      context: { queryClient, gateway: createGatewayClient({ baseUrl: gatewayUrl() }) },
      history: createMemoryHistory({ initialEntries: [`/home?safe=devnet:${SAFE}`] }),
    })
    await router.load()
    await answered(['/v1/chains', ...SAFE_READS])
  })
})
