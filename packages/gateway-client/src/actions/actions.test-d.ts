import { describe, expectTypeOf, test } from 'vitest'
import type { GatewayClient } from '../transport/createGatewayClient'
import type { SafeInfo } from '../types/safeInfo'
import type { TransactionDetails } from '../types/transactionDetails'
import type { TransactionListPage } from '../types/transactions'
import { deleteTransaction } from './deleteTransaction'
import { getChains } from './getChains'
import { getSafeInfo } from './getSafeInfo'
import { getTransactionQueue } from './getTransactionQueue'
import { proposeTransaction } from './proposeTransaction'

declare const client: GatewayClient

describe('action signatures', () => {
  test('client first, params second, typed result', () => {
    expectTypeOf(
      getSafeInfo(client, { chainId: '1', address: '0x1' }),
    ).resolves.toEqualTypeOf<SafeInfo>()
    expectTypeOf(getSafeInfo).parameter(0).toEqualTypeOf<GatewayClient>()
    expectTypeOf(
      getSafeInfo(client, { chainId: 1, address: '0x1' }, { signal: new AbortController().signal }),
    ).resolves.toEqualTypeOf<SafeInfo>()
    // @ts-expect-error the address is required
    getSafeInfo(client, { chainId: '1' })
  })

  test('paged actions take their params or a page URL, not a mix of nothing', () => {
    expectTypeOf(
      getTransactionQueue(client, { pageUrl: 'https://x' }),
    ).resolves.toEqualTypeOf<TransactionListPage>()
    expectTypeOf(
      getTransactionQueue(client, { chainId: '1', address: '0x1', trusted: true, cursor: 'c' }),
    ).resolves.toEqualTypeOf<TransactionListPage>()
    expectTypeOf(getChains(client)).resolves.toHaveProperty('results')
    // @ts-expect-error a page needs a chain and Safe, or a URL
    getTransactionQueue(client, { trusted: true })
  })

  test('writes take typed bodies', () => {
    expectTypeOf(proposeTransaction).parameter(1).toHaveProperty('body')
    expectTypeOf(
      proposeTransaction(client, {
        chainId: '1',
        address: '0x1',
        body: {
          to: '0x1',
          value: '0',
          data: '0x',
          nonce: '0',
          operation: 0,
          safeTxGas: '0',
          baseGas: '0',
          gasPrice: '0',
          gasToken: '0x0',
          refundReceiver: '0x0',
          safeTxHash: '0x2',
          sender: '0x3',
        },
      }),
    ).resolves.toEqualTypeOf<TransactionDetails>()
    expectTypeOf(
      deleteTransaction(client, { chainId: '1', safeTxHash: '0x2', body: { signature: '0x' } }),
    ).resolves.toBeVoid()
    // @ts-expect-error operation is 0 (CALL) or 1 (DELEGATE)
    proposeTransaction(client, { chainId: '1', address: '0x1', body: { operation: 2 } })
  })
})
