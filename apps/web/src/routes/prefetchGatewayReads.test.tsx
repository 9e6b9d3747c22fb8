import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGatewayClient } from '@assent/gateway-client'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { QUERY_CACHE_STORAGE_KEY } from '../app/config'
import { GatewayProvider } from '../app/GatewayProvider'
import { createAppQueryClient } from '../app/queryClient'
import { useBalances } from '../features/balances/hooks/useBalances'
import { RequireSafe } from '../features/safe/RequireSafe'
import { useCurrentSafe } from '../features/safe/SafeContext'
import { SafeProvider } from '../features/safe/SafeProvider'
import { routeTree } from '../router'
import { prefetchGatewayReads } from './prefetchGatewayReads'

const SAFE = '0xEF6338A54FC10263B7bB0a32fA2019775569A3D2'
const rpc = { authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1:8545' }
const chain = {
  chainId: '31337',
  chainName: 'Assent Devnet',
  shortName: 'devnet',
  l2: true,
  description: '',
  chainLogoUri: null,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
  transactionService: '',
  blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
  ensRegistryAddress: null,
  features: [],
  gasPrice: [],
  publicRpcUri: rpc,
  rpcUri: rpc,
  safeAppsRpcUri: rpc,
  disabledWallets: [],
  theme: { textColor: '#fff', backgroundColor: '#000' },
}
const addr = (value: string) => ({ value, name: null, logoUri: null })
const safeInfo = {
  address: addr(SAFE),
  chainId: '31337',
  nonce: 8,
  threshold: 2,
  owners: [addr('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')],
  implementation: addr('0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'),
  implementationVersionState: 'UP_TO_DATE',
  modules: null,
  guard: null,
  fallbackHandler: null,
  version: '1.4.1',
  collectiblesTag: null,
  txQueuedTag: null,
  txHistoryTag: null,
  messagesTag: null,
}
const balances = { fiatTotal: '1234.5', items: [] }

/** GETs the gateway received, with the time each arrived and was answered. */
let log: { path: string; at: number; answeredAt: number }[] = []
let server: Server
let baseUrl: string
const ANSWER_MS = 80

beforeAll(async () => {
  // A real HTTP gateway answering each read after ANSWER_MS.
  server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      // happy-dom preflights every cross-origin fetch, like a strict browser.
      return res
        .writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET',
        })
        .end()
    }
    const url = new URL(req.url ?? '/', 'http://x')
    const entry = { path: url.pathname + url.search, at: performance.now(), answeredAt: 0 }
    log.push(entry)
    const body =
      url.pathname === '/v1/chains'
        ? { count: 1, next: null, previous: null, results: [chain] }
        : url.pathname === `/v1/chains/31337/safes/${SAFE}`
          ? safeInfo
          : url.pathname === `/v1/chains/31337/safes/${SAFE}/balances/usd`
            ? balances
            : undefined
    setTimeout(() => {
      entry.answeredAt = performance.now()
      res
        .writeHead(body ? 200 : 404, {
          'content-type': 'application/json',
          'access-control-allow-origin': req.headers.origin ?? '*',
        })
        .end(JSON.stringify(body ?? { code: 1, message: 'not found' }))
    }, ANSWER_MS)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  log = []
  localStorage.clear()
})
afterEach(cleanup)

const waitFor = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(condition()).toBe(true)
}

function Total() {
  const safe = useCurrentSafe()
  const { data } = useBalances(safe.chainId, safe.address)
  return <p>total {data?.fiatTotal ?? '…'}</p>
}

describe('prefetchGatewayReads', () => {
  it('fetches chains, then Safe info and balances side by side, under the keys the pages read', async () => {
    const queryClient = createAppQueryClient()
    const client = createGatewayClient({ baseUrl })
    prefetchGatewayReads(queryClient, client, {
      safeParam: `devnet:${SAFE.toLowerCase()}`,
      storage: localStorage,
    })
    await waitFor(() => log.length === 3 && log.every((entry) => entry.answeredAt > 0))
    const [chains, ...safeReads] = log
    expect(chains?.path).toBe('/v1/chains')
    expect(safeReads.map((entry) => entry.path).sort()).toEqual([
      `/v1/chains/31337/safes/${SAFE}`,
      `/v1/chains/31337/safes/${SAFE}/balances/usd?exclude_spam=true`,
    ])
    // Both went out before either was answered: no waterfall between them.
    for (const entry of safeReads) {
      expect(entry.at).toBeGreaterThanOrEqual(chains?.answeredAt ?? Number.POSITIVE_INFINITY)
      expect(entry.at).toBeLessThan(Math.min(...safeReads.map((e) => e.answeredAt)))
    }

    // The page rendered now finds everything in the cache: no further request.
    render(
      <QueryClientProvider client={queryClient}>
        <GatewayProvider client={client}>
          <SafeProvider safeParam={`devnet:${SAFE.toLowerCase()}`}>
            <RequireSafe>
              <Total />
            </RequireSafe>
          </SafeProvider>
        </GatewayProvider>
      </QueryClientProvider>,
    )
    expect(await screen.findByText('total 1234.5')).toBeTruthy()
    await new Promise((r) => setTimeout(r, ANSWER_MS * 2))
    expect(log).toHaveLength(3)
  })

  it('fetches only the chains without ?safe=', async () => {
    prefetchGatewayReads(createAppQueryClient(), createGatewayClient({ baseUrl }), {
      safeParam: undefined,
      storage: localStorage,
    })
    await waitFor(() => log.length === 1 && log[0]?.answeredAt !== 0)
    await new Promise((r) => setTimeout(r, ANSWER_MS))
    expect(log.map((entry) => entry.path)).toEqual(['/v1/chains'])
  })

  it('leaves a returning visit (persisted cache) to the persisted data, chains aside', async () => {
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, '{}')
    prefetchGatewayReads(createAppQueryClient(), createGatewayClient({ baseUrl }), {
      safeParam: `devnet:${SAFE}`,
      storage: localStorage,
    })
    await new Promise((r) => setTimeout(r, ANSWER_MS * 3))
    // index.html preloads the chains on every visit; reading them consumes that answer.
    expect(log.map((entry) => entry.path)).toEqual(['/v1/chains'])
  })
})

describe('the root route', () => {
  it('starts the reads from its loader, with the query client and gateway of the router context', async () => {
    const queryClient = createAppQueryClient()
    const router = createRouter({
      routeTree,
      context: { queryClient, gateway: createGatewayClient({ baseUrl }) },
      history: createMemoryHistory({ initialEntries: [`/home?safe=devnet:${SAFE}`] }),
    })
    await router.load()
    await waitFor(() => log.length === 3 && log.every((entry) => entry.answeredAt > 0))
    expect(log.map((entry) => entry.path).sort()).toEqual([
      '/v1/chains',
      `/v1/chains/31337/safes/${SAFE}`,
      `/v1/chains/31337/safes/${SAFE}/balances/usd?exclude_spam=true`,
    ])
  })
})
