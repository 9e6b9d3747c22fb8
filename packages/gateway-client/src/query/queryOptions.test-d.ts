import { describe, expectTypeOf, test } from 'vitest'
import type { GatewayClient } from '../transport/createGatewayClient'
import type { SafeInfo } from '../types/safeInfo'
import type { TransactionListPage } from '../types/transactions'
import type {
  GatewayQueryKey,
  InfinitePages,
  QueryKeyData,
  TaggedQueryKey,
} from './gatewayQueryKey'
import { getSafeInfoQueryOptions } from './getSafeInfoQueryOptions'
import {
  getTransactionQueueInfiniteQueryOptions,
  getTransactionQueueQueryOptions,
} from './getTransactionQueueQueryOptions'

declare const client: GatewayClient

describe('query options', () => {
  test('keys are readonly tuples starting with gateway and the base URL, tagged with their data', () => {
    const { queryKey } = getSafeInfoQueryOptions(client, { chainId: 1, address: '0x1' })
    expectTypeOf(queryKey).toEqualTypeOf<TaggedQueryKey<GatewayQueryKey<'safeInfo'>, SafeInfo>>()
    expectTypeOf(queryKey).toExtend<GatewayQueryKey<'safeInfo'>>()
    expectTypeOf(queryKey[2]).toEqualTypeOf<'safeInfo'>()
    expectTypeOf<QueryKeyData<typeof queryKey>>().toEqualTypeOf<SafeInfo>()
  })

  test('queryFn takes the TanStack context and resolves the action result', () => {
    const { queryFn } = getSafeInfoQueryOptions(client, { chainId: 1, address: '0x1' })
    expectTypeOf(queryFn).toBeCallableWith({ signal: new AbortController().signal })
    expectTypeOf(queryFn).returns.resolves.toEqualTypeOf<SafeInfo>()
    const queue = getTransactionQueueQueryOptions(client, { pageUrl: 'https://x' })
    expectTypeOf(queue.queryFn).returns.resolves.toEqualTypeOf<TransactionListPage>()
    expectTypeOf(queue.queryKey[2]).toEqualTypeOf<'transactionQueue'>()
  })

  test('infinite options take a page URL as page param and resolve one page', () => {
    const options = getTransactionQueueInfiniteQueryOptions(client, { chainId: 1, address: '0x1' })
    expectTypeOf(options.initialPageParam).toEqualTypeOf<string | null>()
    expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<TransactionListPage>()
    expectTypeOf(options.getNextPageParam).parameter(0).toEqualTypeOf<TransactionListPage>()
    expectTypeOf<QueryKeyData<typeof options.queryKey>>().toEqualTypeOf<
      InfinitePages<TransactionListPage>
    >()
  })
})
