import { describe, expect, it } from 'vitest'
import { hashQueryKey } from './hashQueryKey'

describe('hashQueryKey', () => {
  it('hashes bigints instead of throwing', () => {
    expect(hashQueryKey(['balance', { value: 10n }])).toBe('["balance",{"value":"10n"}]')
  })

  it('ignores the order of object keys', () => {
    expect(hashQueryKey([{ a: 1, b: 2 }])).toBe(hashQueryKey([{ b: 2, a: 1 }]))
  })

  it('keeps arrays in order', () => {
    expect(hashQueryKey([[1, 2]])).not.toBe(hashQueryKey([[2, 1]]))
  })
})
