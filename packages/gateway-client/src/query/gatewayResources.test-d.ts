import { describe, expectTypeOf, test } from 'vitest'
import type { ChainInfo } from '../types/chains'
import type { SafeBalanceResponse } from '../types/common'
import type { SafeInfo } from '../types/safeInfo'
import type { SafeMessage } from '../types/safeMessages'
import type { TransactionListPage } from '../types/transactions'
import type { InfinitePages, QueryKeyData } from './gatewayQueryKey'
import type { gatewayResourceSchemas } from './gatewayResourceSchemas'
import {
  type BootResourceName,
  type GatewayResourceData,
  type GatewayResourceName,
  gatewayResources,
} from './gatewayResources'
import { parseResourceData } from './parseResourceData'

// A registry entry's key carries the type of the data cached under it, as TanStack's
// queryOptions tags its keys, so what is written under a key and what is read back agree.
const client = { baseUrl: 'http://127.0.0.1:8787' }

describe('the gateway resource registry', () => {
  test('a key carries its data type', () => {
    const safeInfo = gatewayResources.safeInfo.key(client, { chainId: 1, address: '0x1' })
    expectTypeOf<QueryKeyData<typeof safeInfo>>().toEqualTypeOf<SafeInfo>()
    expectTypeOf(safeInfo[2]).toEqualTypeOf<'safeInfo'>()
    const chains = gatewayResources.chains.key(client)
    expectTypeOf<QueryKeyData<typeof chains>>().toEqualTypeOf<ChainInfo[]>()
    const balances = gatewayResources.balances.key(client, { chainId: 1, address: '0x1' })
    expectTypeOf<QueryKeyData<typeof balances>>().toEqualTypeOf<SafeBalanceResponse>()
    const message = gatewayResources.safeMessage.key(client, { chainId: 1, messageHash: '0x' })
    expectTypeOf<QueryKeyData<typeof message>>().toEqualTypeOf<SafeMessage | null>()
    // Another resource's data type is not this key's.
    expectTypeOf<QueryKeyData<typeof safeInfo>>().not.toEqualTypeOf<SafeBalanceResponse>()
  })

  test("a paged list's page key carries a page, its pages key the infinite query's pages", () => {
    const parameters = { chainId: 1, address: '0x1', trusted: true }
    const page = gatewayResources.transactionQueue.key(client, parameters)
    expectTypeOf<QueryKeyData<typeof page>>().toEqualTypeOf<TransactionListPage>()
    const pages = gatewayResources.transactionQueue.pagesKey(client, parameters)
    expectTypeOf<QueryKeyData<typeof pages>>().toEqualTypeOf<InfinitePages<TransactionListPage>>()
    expectTypeOf(pages[2]).toEqualTypeOf<'transactionQueue'>()
    // A page URL names one page, never the pages.
    expectTypeOf(gatewayResources.transactionQueue.key).toBeCallableWith(client, { pageUrl: 'x' })
    expectTypeOf(gatewayResources.transactionQueue.pagesKey).parameter(1).not.toExtend<{
      pageUrl: string
    }>()
  })

  test('parsing by name gives the data type of that resource', () => {
    expectTypeOf(parseResourceData('safeInfo', {})).toEqualTypeOf<SafeInfo | undefined>()
    expectTypeOf<GatewayResourceData<'transactionHistory'>>().toEqualTypeOf<TransactionListPage>()
  })

  test('the boot reads the chains, the Safe, its balances and its history', () => {
    expectTypeOf<BootResourceName>().toEqualTypeOf<
      'balances' | 'chains' | 'safeInfo' | 'transactionHistory'
    >()
    expectTypeOf(gatewayResources.balances.boot.check).returns.toEqualTypeOf<SafeBalanceResponse>()
  })

  test('every resource has a schema, and nothing else does', () => {
    expectTypeOf<keyof typeof gatewayResourceSchemas>().toEqualTypeOf<GatewayResourceName>()
  })
})
