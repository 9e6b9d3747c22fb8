import { describe, expectTypeOf, test } from 'vitest'
import type { GatewayClient } from '../transport/createGatewayClient'
import type { SafeInfo } from '../types/safeInfo'
import type { TransactionListPage } from '../types/transactions'
import { getSafeInfoQueryOptions } from './getSafeInfoQueryOptions'
import { getTransactionQueueQueryOptions } from './getTransactionQueueQueryOptions'

declare const client: GatewayClient

describe('query options', () => {
  test('keys are readonly tuples starting with gateway and the base URL', () => {
    const { queryKey } = getSafeInfoQueryOptions(client, { chainId: 1, address: '0x1' })
    expectTypeOf(queryKey).toEqualTypeOf<readonly ['gateway', string, 'safeInfo', string, string]>()
  })

  test('queryFn takes the TanStack context and resolves the action result', () => {
    const { queryFn } = getSafeInfoQueryOptions(client, { chainId: 1, address: '0x1' })
    expectTypeOf(queryFn).toBeCallableWith({ signal: new AbortController().signal })
    expectTypeOf(queryFn).returns.resolves.toEqualTypeOf<SafeInfo>()
    const queue = getTransactionQueueQueryOptions(client, { pageUrl: 'https://x' })
    expectTypeOf(queue.queryFn).returns.resolves.toEqualTypeOf<TransactionListPage>()
    expectTypeOf(queue.queryKey[2]).toEqualTypeOf<'transactionQueue'>()
  })
})
