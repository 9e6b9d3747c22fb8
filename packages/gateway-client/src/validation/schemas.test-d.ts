import { describe, expectTypeOf, test } from 'vitest'
import type { z } from 'zod'
import type { ChainInfo } from '../types/chains'
import type { SafeAppData } from '../types/safeApps'
import type { SafeInfo } from '../types/safeInfo'
import type { SafeMessage } from '../types/safeMessages'
import type { TransactionDetails } from '../types/transactionDetails'
import type { TransactionListPage } from '../types/transactions'
import type { chainInfoSchema } from './chains'
import type { safeAppsSchema } from './misc'
import type { safeInfoSchema } from './safeInfo'
import type { safeMessageSchema } from './safeMessages'
import type { transactionDetailsSchema } from './transactionDetails'
import type { transactionListPageSchema } from './transactions'

// The wire types (types/) and the response schemas (validation/) are written apart: the types
// say what the app may rely on, the lenient schemas check it at run time. These type tests tie
// them: a field added to one and not the other fails the type check.
type ShapeKeys<S extends { shape: object }> = keyof S['shape']

describe('schemas and wire types', () => {
  test('safeInfo: the parsed value is a SafeInfo', () => {
    expectTypeOf<z.infer<typeof safeInfoSchema>>().toExtend<SafeInfo>()
    expectTypeOf<ShapeKeys<typeof safeInfoSchema>>().toEqualTypeOf<keyof SafeInfo>()
  })
  test('chainInfo checks every field of ChainInfo', () => {
    expectTypeOf<ShapeKeys<typeof chainInfoSchema>>().toEqualTypeOf<keyof ChainInfo>()
  })
  test('safeApps checks every field of SafeAppData', () => {
    expectTypeOf<ShapeKeys<typeof safeAppsSchema.element>>().toEqualTypeOf<keyof SafeAppData>()
  })
  test('safeMessage checks every field of SafeMessage', () => {
    expectTypeOf<ShapeKeys<typeof safeMessageSchema>>().toEqualTypeOf<keyof SafeMessage>()
  })
  test('transactionDetails checks every field of TransactionDetails', () => {
    expectTypeOf<ShapeKeys<typeof transactionDetailsSchema>>().toEqualTypeOf<
      keyof TransactionDetails
    >()
  })
  test('pages check count, next, previous and results', () => {
    expectTypeOf<ShapeKeys<typeof transactionListPageSchema>>().toEqualTypeOf<
      keyof TransactionListPage
    >()
  })
})
