import {
  createGatewayClient,
  getBalancesQueryOptions,
  type SafeBalanceResponse,
  type TransactionListPage,
} from '@assent/gateway-client'
import { chainInfo, customSummary } from '@assent/gateway-client/test-utils/fixtures'
import { persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { describe, expect, it, vi } from 'vitest'
import { createAppQueryClient, createPersistOptions } from '../app/queryClient'
import { chainListQueryOptions } from '../chains/useChains'
import { balancesParameters } from '../features/balances/hooks/useBalances'
import { NO_FILTER } from '../features/transactions/history/historyFilters'
import { historyListQueryOptions } from '../features/transactions/history/useTransactionHistory'
import { QUERY_CACHE_STORAGE_KEY } from '../kernel/storageKeys'
import { readPersistedView } from './readPersistedView'

// A returning visit: the boot finds the page's rows in the query cache the full app persisted
// (the real persister, the real keys) and holds them to its checks like a gateway answer.

const GW = 'http://127.0.0.1:8787'
const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const TIME_ZONE = 'Europe/Berlin'

const balances: SafeBalanceResponse = {
  fiatTotal: '10',
  items: [
    {
      tokenInfo: {
        type: 'NATIVE_TOKEN',
        address: '0x0000000000000000000000000000000000000000',
        decimals: 18,
        symbol: 'ETH',
        name: 'Ether',
        logoUri: null,
      },
      balance: '1000000000000000000',
      fiatBalance: '10',
      fiatConversion: '10',
    },
  ],
}
const history: TransactionListPage = {
  next: null,
  previous: null,
  results: [{ type: 'TRANSACTION', transaction: customSummary, conflictType: 'None' }],
}

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

/** Storage holding what the full app persists after showing the balances and the history. */
async function persistedByTheApp(balanceData: unknown = balances): Promise<Storage> {
  const storage = memoryStorage()
  const client = createGatewayClient({ baseUrl: GW })
  const queryClient = createAppQueryClient()
  queryClient.setQueryData(chainListQueryOptions(client).queryKey, [chainInfo])
  queryClient.setQueryData(
    getBalancesQueryOptions(client, balancesParameters('31337', SAFE, 'usd')).queryKey,
    balanceData,
  )
  const { queryKey } = historyListQueryOptions(client, {
    chainId: '31337',
    address: SAFE,
    filter: NO_FILTER,
    timeZone: TIME_ZONE,
  })
  queryClient.setQueryData(queryKey, { pages: [history], pageParams: [null] })
  const { persister, buster, dehydrateOptions } = createPersistOptions(storage)
  // Two copies of query-core's types (the persister's and react-query's): the same class at run time.
  type PersisterClient = Parameters<typeof persistQueryClientSave>[0]['queryClient']
  await persistQueryClientSave({
    queryClient: queryClient as unknown as PersisterClient,
    persister,
    buster,
    dehydrateOptions,
  })
  // The persister writes throttled (1 s): wait for it, with room for a busy machine.
  await vi.waitFor(() => expect(storage.getItem(QUERY_CACHE_STORAGE_KEY)).not.toBeNull(), {
    timeout: 20_000,
  })
  return storage
}

const wanted = (page: 'balances' | 'history', currency = 'usd') => ({
  page,
  gatewayUrl: GW,
  findChain: (chains: readonly { shortName: string }[]) =>
    chains.find((chain) => chain.shortName === 'devnet') as typeof chainInfo | undefined,
  address: SAFE.toLowerCase(),
  currency,
  timeZone: () => TIME_ZONE,
})

describe('the boot on a returning visit', () => {
  it('finds the balances and the history’s first page under the full app’s keys', async () => {
    const storage = await persistedByTheApp()
    const view = readPersistedView(storage, wanted('balances'))
    expect(view).toMatchObject({ page: 'balances', chain: { chainId: '31337' }, balances })
    expect(readPersistedView(storage, wanted('history'))).toMatchObject({
      page: 'history',
      history,
    })
  })

  it('finds nothing for another currency, an old cache or a cache that fails its checks', async () => {
    const storage = await persistedByTheApp()
    expect(readPersistedView(storage, wanted('balances', 'eur'))).toBeUndefined()
    const tomorrow = Date.now() + 25 * 60 * 60 * 1000
    expect(readPersistedView(storage, wanted('balances'), tomorrow)).toBeUndefined()

    const tampered = structuredClone(balances) as unknown as { items: { balance: string }[] }
    if (tampered.items[0]) tampered.items[0].balance = '<img src=x onerror=alert(1)>'
    const bad = await persistedByTheApp(tampered)
    expect(readPersistedView(bad, wanted('balances'))).toBeUndefined()
    // The history stored beside it is still fine.
    expect(readPersistedView(bad, wanted('history'))?.page).toBe('history')

    const broken = memoryStorage()
    broken.setItem(QUERY_CACHE_STORAGE_KEY, '{"buster":"2","timestamp":')
    expect(readPersistedView(broken, wanted('balances'))).toBeUndefined()
  })
})
