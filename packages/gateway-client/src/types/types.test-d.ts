import { describe, expectTypeOf, test } from 'vitest'
import type { ChainInfo } from './chains'
import type { SafeInfo } from './safeInfo'
import type { TransactionInfo } from './transactionInfo'
import type { TransactionListItem } from './transactions'

describe('wire types', () => {
  test('enum fields are open: known values autocomplete, newer ones still type-check', () => {
    const state: SafeInfo['implementationVersionState'] = 'UP_TO_DATE'
    const newer: SafeInfo['implementationVersionState'] = 'DEPRECATED_IN_V2'
    const feature: ChainInfo['features'][number] = 'SOME_FUTURE_FEATURE'
    expectTypeOf(state).toBeString()
    expectTypeOf(newer).toBeString()
    expectTypeOf(feature).toBeString()
  })

  test('tagged unions narrow on their tag', () => {
    const info = {} as TransactionInfo
    if (info.type === 'Transfer')
      expectTypeOf(info.transferInfo.type).toEqualTypeOf<'NATIVE_COIN' | 'ERC20' | 'ERC721'>()
    if (info.type === 'Custom') expectTypeOf(info.actionCount).toEqualTypeOf<number | null>()
    const item = {} as TransactionListItem
    if (item.type === 'CONFLICT_HEADER') expectTypeOf(item.nonce).toBeNumber()
    if (item.type === 'TRANSACTION')
      expectTypeOf(item.transaction.txInfo).toEqualTypeOf<TransactionInfo>()
  })

  test('gas price sources narrow on their upper-case type', () => {
    const [source] = {} as ChainInfo['gasPrice']
    if (source?.type === 'ORACLE') expectTypeOf(source.uri).toBeString()
    if (source?.type === 'FIXED') expectTypeOf(source.weiValue).toBeString()
  })
})
