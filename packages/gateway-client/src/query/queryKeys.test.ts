import { QueryClient } from '@tanstack/query-core'
import { afterEach, describe, expect, test } from 'vitest'
import { chainInfo, MESSAGE_HASH, SAFE, SAFE_TX_HASH } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { getBalancesQueryKey, getBalancesQueryOptions } from './getBalancesQueryOptions'
import { getAllChainsQueryOptions } from './getChainsQueryOptions'
import { getSafeInfoQueryKey, getSafeInfoQueryOptions } from './getSafeInfoQueryOptions'
import { getSafeMessageQueryKey } from './getSafeMessageQueryOptions'
import { getTransactionDetailsQueryKey } from './getTransactionDetailsQueryOptions'
import {
  getTransactionQueueInfiniteQueryOptions,
  getTransactionQueueQueryKey,
  getTransactionQueueQueryOptions,
} from './getTransactionQueueQueryOptions'

const { server, client } = useTestServer()
const OTHER_SAFE = `0x${'12'.repeat(20)}`
const page = (next: string | null, id: string) => ({
  next,
  previous: null,
  results: [{ type: 'LABEL', label: id }],
})

let queryClient: QueryClient
afterEach(() => queryClient?.clear())

/** Seeds entries under `keys`, invalidates `prefix`, and says which entries were reached. */
function invalidated(keys: (readonly unknown[])[], prefix: readonly unknown[]): boolean[] {
  queryClient = new QueryClient()
  for (const key of keys) queryClient.setQueryData(key, 'cached')
  void queryClient.invalidateQueries({ queryKey: prefix, refetchType: 'none' })
  return keys.map((key) => queryClient.getQueryState(key)?.isInvalidated === true)
}

describe('query keys', () => {
  test('a key with fewer parameters is the prefix that invalidates exactly those entries', () => {
    const c = client()
    const mine = getSafeInfoQueryOptions(c, { chainId: 1, address: SAFE }).queryKey
    const other = getSafeInfoQueryOptions(c, { chainId: 1, address: OTHER_SAFE }).queryKey
    const otherChain = getSafeInfoQueryOptions(c, { chainId: 5, address: SAFE }).queryKey
    const keys = [mine, other, otherChain]
    expect(invalidated(keys, getSafeInfoQueryKey(c, { chainId: '1', address: SAFE }))).toEqual([
      true,
      false,
      false,
    ])
    expect(invalidated(keys, getSafeInfoQueryKey(c, { chainId: 1 }))).toEqual([true, true, false])
    expect(invalidated(keys, getSafeInfoQueryKey(c))).toEqual([true, true, true])
  })

  test('a Safe-wide list key reaches every filter, page URL aside', () => {
    const c = client()
    const trusted = getTransactionQueueQueryOptions(c, { chainId: 1, address: SAFE, trusted: true })
    const infinite = getTransactionQueueInfiniteQueryOptions(c, { chainId: 1, address: SAFE })
    const otherSafe = getTransactionQueueQueryOptions(c, { chainId: 1, address: OTHER_SAFE })
    const keys = [trusted.queryKey, infinite.queryKey, otherSafe.queryKey]
    expect(
      invalidated(keys, getTransactionQueueQueryKey(c, { chainId: 1, address: SAFE })),
    ).toEqual([true, true, false])
    expect(invalidated(keys, getTransactionQueueQueryKey(c))).toEqual([true, true, true])
  })

  test('balances in every currency of a Safe share its prefix', () => {
    const c = client()
    const usd = getBalancesQueryOptions(c, { chainId: 1, address: SAFE }).queryKey
    const eur = getBalancesQueryOptions(c, { chainId: 1, address: SAFE, currency: 'eur' }).queryKey
    expect(usd).not.toEqual(eur)
    expect(invalidated([usd, eur], getBalancesQueryKey(c, { chainId: 1, address: SAFE }))).toEqual([
      true,
      true,
    ])
  })

  test('keys of different resources never match each other', () => {
    const c = client()
    const details = getTransactionDetailsQueryKey(c, { chainId: 1, transactionId: SAFE_TX_HASH })
    const message = getSafeMessageQueryKey(c, { chainId: 1, messageHash: MESSAGE_HASH })
    expect(invalidated([details, message], getTransactionDetailsQueryKey(c))).toEqual([true, false])
  })
})

describe('infinite options', () => {
  test('fetch the first page from the parameters, then each next URL as given', async () => {
    queryClient = new QueryClient()
    const next = `${server().url}/v1/chains/1/safes/${SAFE}/transactions/queued?cursor=p2`
    server().reply({ json: page(next, 'first') }, { json: page(null, 'second') })
    const options = getTransactionQueueInfiniteQueryOptions(client(), {
      chainId: 1,
      address: SAFE,
      trusted: true,
    })
    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 2 })
    expect(data.pages.map((p) => p.results[0])).toEqual([
      { type: 'LABEL', label: 'first' },
      { type: 'LABEL', label: 'second' },
    ])
    expect(data.pageParams).toEqual([null, next])
    expect(server().requests.map((r) => `${r.path}?${r.query ?? ''}`)).toEqual([
      `/v1/chains/1/safes/${SAFE}/transactions/queued?trusted=true`,
      `/v1/chains/1/safes/${SAFE}/transactions/queued?cursor=p2`,
    ])
    const last = data.pages.at(-1)
    expect(last && options.getNextPageParam(last)).toBeNull()
  })
})

describe('getAllChainsQueryOptions', () => {
  test('follows next pages into one list, and stops at maxPages', async () => {
    const chain = (chainId: string) => ({ ...chainInfo, chainId })
    const next = (cursor: string) => `${server().url}/v1/chains?cursor=${cursor}`
    server().reply(
      { json: { count: 3, next: next('2'), previous: null, results: [chain('1')] } },
      { json: { count: 3, next: next('3'), previous: null, results: [chain('2')] } },
      { json: { count: 3, next: null, previous: null, results: [chain('3')] } },
    )
    const options = getAllChainsQueryOptions(client(), { maxPages: 2 })
    expect(options.queryKey).toEqual(['gateway', server().url, 'chains', 'all'])
    const chains = await options.queryFn({})
    expect(chains.map((c) => c.chainId)).toEqual(['1', '2'])
    expect(server().requests.map((r) => `${r.path}?${r.query ?? ''}`)).toEqual([
      '/v1/chains?',
      '/v1/chains?cursor=2',
    ])
  })
})
