import {
  type ChainInfo,
  createGatewayClient,
  getFiatCurrenciesQueryOptions,
  getNoncesQueryOptions,
  getSafeInfoQueryOptions,
  getSafeMessageQueryOptions,
  getTransactionQueueInfiniteQueryOptions,
  type SafeInfo,
  type TransactionListPage,
} from '@assent/gateway-client'
import { type InfiniteData, QueryClient, type QueryKey } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { chainListQueryOptions } from '../chains/useChains'
import { queuePreviewQueryOptions } from '../features/dashboard/hooks/useQueuePreview'
import { QUERY_CACHE_BUSTER, QUERY_CACHE_STORAGE_KEY } from '../kernel/config'
import { hashQueryKey } from './hashQueryKey'
import { createAppQueryClient, createPersistOptions } from './queryClient'

// Wire samples as the gateway sends them; the keys are the ones the app's hooks use.
const GW = 'http://127.0.0.1:8787'
const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const rpc = { authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1:8545' }

const chain: ChainInfo = {
  chainId: '31337',
  chainName: 'Assent Devnet',
  shortName: 'devnet',
  l2: true,
  description: 'Local anvil',
  chainLogoUri: null,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
  transactionService: GW,
  blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
  ensRegistryAddress: null,
  features: ['SAFE_APPS'],
  gasPrice: [{ type: 'FIXED', weiValue: '1000000000' }],
  publicRpcUri: rpc,
  rpcUri: rpc,
  safeAppsRpcUri: rpc,
  disabledWallets: [],
  theme: { textColor: '#ffffff', backgroundColor: '#000000' },
  contractAddresses: {
    safeSingletonAddress: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
    safeProxyFactoryAddress: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
    multiSendAddress: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
    multiSendCallOnlyAddress: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
    fallbackHandlerAddress: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
    signMessageLibAddress: '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9',
    createCallAddress: '0x9b35Af71d77eaf8d7e40252370304687390A1A52',
    simulateTxAccessorAddress: null,
  },
}
const safeInfo: SafeInfo = {
  address: { value: SAFE },
  chainId: '31337',
  nonce: 3,
  threshold: 1,
  owners: [{ value: OWNER }],
  implementation: { value: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762', name: 'SafeL2 1.4.1' },
  implementationVersionState: 'UP_TO_DATE',
  modules: null,
  guard: null,
  fallbackHandler: { value: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99' },
  version: '1.4.1',
  collectiblesTag: null,
  txQueuedTag: '1700000001',
  txHistoryTag: null,
  messagesTag: null,
}
const queuePage: TransactionListPage = {
  count: 1,
  next: null,
  previous: null,
  results: [
    { type: 'LABEL', label: 'Next' },
    {
      type: 'TRANSACTION',
      conflictType: 'None',
      transaction: {
        id: `multisig_${SAFE}_0x${'ab'.repeat(32)}`,
        txHash: null,
        timestamp: 1_700_000_000_000,
        txStatus: 'AWAITING_CONFIRMATIONS',
        txInfo: {
          type: 'Transfer',
          sender: { value: SAFE },
          recipient: { value: OWNER },
          direction: 'OUTGOING',
          transferInfo: { type: 'NATIVE_COIN', value: '1000' },
        },
        executionInfo: {
          type: 'MULTISIG',
          nonce: 3,
          confirmationsRequired: 1,
          confirmationsSubmitted: 0,
          missingSigners: [{ value: OWNER }],
        },
        safeAppInfo: null,
      },
    },
  ],
}

// The keys the hooks use, from the same option factories.
const gateway = createGatewayClient({ baseUrl: GW })
const safeRef = { chainId: '31337', address: SAFE }
const keys = {
  chains: chainListQueryOptions(gateway).queryKey,
  safeInfo: getSafeInfoQueryOptions(gateway, safeRef).queryKey,
  queue: getTransactionQueueInfiniteQueryOptions(gateway, { ...safeRef, trusted: true }).queryKey,
  preview: queuePreviewQueryOptions(gateway, { ...safeRef, queueTag: '1700000001' }).queryKey,
  fiat: getFiatCurrenciesQueryOptions(gateway).queryKey,
  nonces: getNoncesQueryOptions(gateway, safeRef).queryKey,
  message: getSafeMessageQueryOptions(gateway, {
    chainId: '31337',
    messageHash: `0x${'cd'.repeat(32)}`,
  }).queryKey,
} satisfies Record<string, QueryKey>
const saved: Record<keyof typeof keys, unknown> = {
  chains: [chain],
  safeInfo,
  queue: { pages: [queuePage], pageParams: [null] } satisfies InfiniteData<
    TransactionListPage,
    string | null
  >,
  preview: queuePage,
  fiat: ['usd', 'eur'],
  nonces: { currentNonce: 3, recommendedNonce: 4 },
  message: null,
}

type StoredState = { data: unknown; dataUpdatedAt: number; status: string }
type Stored = {
  clientState: { queries: { queryKey: unknown[]; queryHash: string; state: StoredState }[] }
}
// Two copies of query-core's types are installed (react-query's and the persister's); at run
// time the persister works on the app's client, as PersistQueryClientProvider does.
type PersisterClient = Parameters<typeof persistQueryClientRestore>[0]['queryClient']

/** Restores what localStorage holds into a fresh client, as the app does on start. */
async function restore(): Promise<QueryClient> {
  const queryClient = createAppQueryClient()
  await persistQueryClientRestore({
    queryClient: queryClient as unknown as PersisterClient,
    ...createPersistOptions(localStorage),
  })
  return queryClient
}

/** Stores `stored` (or its edited copy) as the persisted cache. */
function store(stored: Stored, edit?: (copy: Stored) => void) {
  const copy = structuredClone(stored)
  edit?.(copy)
  localStorage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify(copy))
}

const entry = (stored: Stored, key: QueryKey) => {
  const found = stored.clientState.queries.find(
    (q) => hashQueryKey(q.queryKey) === hashQueryKey(key),
  )
  if (!found) throw new Error(`${JSON.stringify(key)} not stored`)
  return found
}

describe('restoring the persisted query cache', () => {
  let stored: Stored

  // What the app's own persister writes for these queries (saves are throttled by 1 s).
  beforeAll(async () => {
    localStorage.clear()
    const queryClient = new QueryClient()
    for (const name of Object.keys(keys) as (keyof typeof keys)[]) {
      queryClient.setQueryData(keys[name], saved[name])
    }
    const options = createPersistOptions(localStorage)
    await persistQueryClientSave({
      queryClient: queryClient as unknown as PersisterClient,
      ...options,
    })
    // A ceiling with room for a busy machine, where the 1 s throttle's timer can fire late.
    await vi.waitFor(() => expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).not.toBeNull(), {
      timeout: 20_000,
    })
    stored = JSON.parse(localStorage.getItem(QUERY_CACHE_STORAGE_KEY) as string) as Stored
    expect(stored.clientState.queries).toHaveLength(Object.keys(keys).length)
  }, 30_000)
  afterEach(() => localStorage.clear())

  it('restores a valid cache as it was saved', async () => {
    store(stored)
    const queryClient = await restore()
    for (const name of Object.keys(keys) as (keyof typeof keys)[]) {
      expect(queryClient.getQueryData(keys[name]), name).toEqual(saved[name])
    }
  })

  it.each<[string, keyof typeof keys, (copy: Stored) => void]>([
    [
      'a field of the wrong type',
      'safeInfo',
      (copy) => {
        ;(entry(copy, keys.safeInfo).state.data as { nonce: unknown }).nonce = 'three'
      },
    ],
    [
      'an extra chain whose rpcUri runs script',
      'chains',
      (copy) => {
        const chains = entry(copy, keys.chains).state.data as ChainInfo[]
        chains.push({
          ...chain,
          chainId: '1',
          rpcUri: { authentication: 'NO_AUTHENTICATION', value: 'javascript:alert(1)' },
        })
      },
    ],
    [
      'a contract address that is not one',
      'chains',
      (copy) => {
        const [first] = entry(copy, keys.chains).state.data as ChainInfo[]
        if (first?.contractAddresses) first.contractAddresses.multiSendAddress = 'https://evil'
      },
    ],
    [
      'a script URL anywhere in the data',
      'preview',
      (copy) => {
        const page = entry(copy, keys.preview).state.data as TransactionListPage
        page.next = ' JaVaScRiPt:alert(1)'
      },
    ],
    [
      'a page that is not a page',
      'queue',
      (copy) => {
        entry(copy, keys.queue).state.data = { pages: 'garbage', pageParams: [] }
      },
    ],
    [
      'data updated in the future (would never go stale)',
      'nonces',
      (copy) => {
        entry(copy, keys.nonces).state.dataUpdatedAt = Date.now() + 86_400_000
      },
    ],
    [
      'a state other than success',
      'fiat',
      (copy) => {
        entry(copy, keys.fiat).state.status = 'error'
      },
    ],
  ])('drops %s and restores the rest', async (_, dropped, edit) => {
    store(stored, edit)
    const queryClient = await restore()
    expect(queryClient.getQueryData(keys[dropped])).toBeUndefined()
    for (const name of Object.keys(keys) as (keyof typeof keys)[]) {
      if (name !== dropped) expect(queryClient.getQueryData(keys[name]), name).toEqual(saved[name])
    }
  })

  it('drops entries of unknown kinds, garbage entries and stored hashes that name another query', async () => {
    store(stored, (copy) => {
      const queries = copy.clientState.queries as unknown[]
      queries.push(
        42,
        'garbage',
        { queryKey: 'not a key', state: {} },
        { ...entry(copy, keys.fiat), queryKey: ['gateway', GW, 'adminSettings'] },
        { ...entry(copy, keys.fiat), queryKey: ['balance', { address: OWNER }] },
        {
          ...entry(copy, keys.safeInfo),
          queryKey: ['gateway', GW, 'transactionDetails', '31337', 'x'],
        },
      )
      // Valid nonces data filed under the fiat list's hash must not become the fiat list.
      entry(copy, keys.nonces).queryHash = hashQueryKey(keys.fiat)
    })
    const queryClient = await restore()
    expect(queryClient.getQueryData(keys.fiat)).toEqual(saved.fiat)
    expect(queryClient.getQueryData(keys.nonces)).toEqual(saved.nonces)
    expect(queryClient.getQueryData(['gateway', GW, 'adminSettings'])).toBeUndefined()
    expect(queryClient.getQueryData(['balance', { address: OWNER }])).toBeUndefined()
    expect(
      queryClient.getQueryData(['gateway', GW, 'transactionDetails', '31337', 'x']),
    ).toBeUndefined()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(Object.keys(keys).length)
  })

  it.each([
    ['not JSON', '{"clientState":'],
    ['JSON of another shape', JSON.stringify({ hello: 'world' })],
    ['a list', '[]'],
    [
      'queries that are not a list',
      JSON.stringify({
        timestamp: Date.now(),
        buster: QUERY_CACHE_BUSTER,
        clientState: { queries: 'all of them', mutations: [] },
      }),
    ],
  ])('restores nothing from %s and deletes it', async (_, text) => {
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, text)
    const queryClient = await restore()
    expect(queryClient.getQueryCache().getAll()).toEqual([])
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull()
  })
})
