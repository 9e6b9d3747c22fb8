import {
  createGatewayClient,
  getBalancesQueryOptions,
  getSafeInfoQueryOptions,
} from '@assent/gateway-client'
import { chainInfo, safeInfo } from '@assent/gateway-client/test-utils/fixtures'
import { afterEach, describe, expect, it } from 'vitest'
import type { BootHandoff } from '../boot/bootHandoff'
import { bootUrls } from '../boot/startBootReads'
import { chainListQueryOptions } from '../chains/useChains'
import { balancesParameters } from '../features/balances/hooks/useBalances'
import { NO_FILTER } from '../features/transactions/history/historyFilters'
import { userTimeZone } from '../features/transactions/history/historyTimeZone'
import { historyListQueryOptions } from '../features/transactions/history/useTransactionHistory'
import { SETTINGS_STORAGE_KEY } from '../kernel/storageKeys'
import { createAppQueryClient } from './queryClient'
import { seedBootReads } from './seedBootReads'

// The full app takes the boot's answers into its cache under its own keys, after its own
// schema checks, and only those it would have asked for itself.

const GW = 'http://127.0.0.1:8787'
const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const balances = { fiatTotal: '0', items: [] }

function handoff(
  answers: Partial<Record<keyof BootHandoff['answers'], unknown>>,
  currency = 'usd',
) {
  const at = (url: string, json: unknown) =>
    json === undefined ? undefined : { url, json, receivedAt: 1000 }
  return {
    page: 'balances',
    safeParam: `devnet:${SAFE}`,
    shortName: 'devnet',
    address: SAFE.toLowerCase(),
    gatewayUrl: GW,
    preferences: { currency, theme: 'system', hiddenTokens: {} },
    timeZone: 'UTC',
    answers: {
      chains: at(bootUrls.chains(GW), answers.chains),
      safeInfo: at(bootUrls.safeInfo(GW, '31337', SAFE.toLowerCase()), answers.safeInfo),
      balances: at(bootUrls.balances(GW, '31337', SAFE.toLowerCase(), currency), answers.balances),
      transactionHistory: at(
        bootUrls.history(GW, '31337', SAFE.toLowerCase(), userTimeZone()),
        answers.transactionHistory,
      ),
    },
    cached: undefined,
    view: new Promise(() => {}),
    firstPaintDone: () => {},
  } as BootHandoff
}

const chainsPage = { next: null, previous: null, results: [chainInfo] }

afterEach(() => localStorage.clear())

describe('seedBootReads', () => {
  it('caches the chains, the Safe and its balances under the pages’ keys', () => {
    const client = createGatewayClient({ baseUrl: GW })
    const queryClient = createAppQueryClient()
    seedBootReads(queryClient, client, handoff({ chains: chainsPage, safeInfo, balances }))
    expect(queryClient.getQueryData(chainListQueryOptions(client).queryKey)).toHaveLength(1)
    expect(
      queryClient.getQueryData(
        getSafeInfoQueryOptions(client, { chainId: '31337', address: SAFE }).queryKey,
      ),
    ).toMatchObject({ nonce: safeInfo.nonce })
    const { queryKey } = getBalancesQueryOptions(client, balancesParameters('31337', SAFE, 'usd'))
    expect(queryClient.getQueryData(queryKey)).toEqual(balances)
    expect(queryClient.getQueryState(queryKey)?.dataUpdatedAt).toBe(1000)
  })

  it('shows the seeded history at once but marks it for one refetch (its tags may be newer)', () => {
    const client = createGatewayClient({ baseUrl: GW })
    const queryClient = createAppQueryClient()
    const history = { next: null, previous: null, results: [] }
    seedBootReads(
      queryClient,
      client,
      handoff({ chains: chainsPage, safeInfo, transactionHistory: history }),
    )
    const { queryKey } = historyListQueryOptions(client, {
      chainId: '31337',
      address: SAFE,
      filter: NO_FILTER,
      timeZone: userTimeZone(),
    })
    expect(queryClient.getQueryData(queryKey)).toMatchObject({ pages: [history] })
    // Invalidated: the history page refetches it on mount, keeping these rows meanwhile; the
    // Safe info the live pages take as their baseline is not.
    expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true)
    const safeKey = getSafeInfoQueryOptions(client, { chainId: '31337', address: SAFE }).queryKey
    expect(queryClient.getQueryState(safeKey)?.isInvalidated).toBe(false)
  })

  it('leaves out what fails the schemas, or what the app would not have asked for', () => {
    const client = createGatewayClient({ baseUrl: GW })
    const queryClient = createAppQueryClient()
    seedBootReads(
      queryClient,
      client,
      handoff({ chains: chainsPage, safeInfo: { nonce: 'x' }, balances: { items: 'x' } }),
    )
    expect(
      queryClient.getQueryData(
        getSafeInfoQueryOptions(client, { chainId: '31337', address: SAFE }).queryKey,
      ),
    ).toBeUndefined()
    expect(
      queryClient.getQueryData(
        getBalancesQueryOptions(client, balancesParameters('31337', SAFE, 'usd')).queryKey,
      ),
    ).toBeUndefined()

    // The boot read euros; the app's settings (changed meanwhile) say dollars.
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ theme: 'system', currency: 'usd' }))
    const other = createAppQueryClient()
    seedBootReads(other, client, handoff({ chains: chainsPage, balances }, 'eur'))
    expect(other.getQueryCache().findAll({ queryKey: ['gateway', GW, 'balances'] })).toEqual([])

    // Another gateway's answers are never taken.
    const elsewhere = createAppQueryClient()
    seedBootReads(
      elsewhere,
      createGatewayClient({ baseUrl: 'http://other' }),
      handoff({ chains: chainsPage }),
    )
    expect(elsewhere.getQueryCache().getAll()).toEqual([])
  })
})
