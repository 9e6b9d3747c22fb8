import { describe, expect, test } from 'vitest'
import { SAFE } from '../test-utils/fixtures'
import { gatewayResources } from './gatewayResources'
import { sameQueryKey } from './sameQueryKey'

const client = { baseUrl: 'http://gw.test' }
const key = gatewayResources.balances.key(client, {
  chainId: '1',
  address: SAFE,
  currency: 'usd',
  excludeSpam: true,
})
/** The key as the persister stores it and JSON.parse gives it back. */
const stored = (value: readonly unknown[]): unknown => JSON.parse(JSON.stringify(value))

describe('sameQueryKey', () => {
  test('matches a stored key: fields in any order, undefined ones dropped, any address case', () => {
    expect(sameQueryKey(stored(key), key)).toBe(true)
    const reordered = ['gateway', 'http://gw.test', 'balances', '1', SAFE.toLowerCase()]
    expect(sameQueryKey([...reordered, { excludeSpam: true, currency: 'usd' }], key)).toBe(true)
  })

  test.each<[string, unknown]>([
    ['another currency', [...key.slice(0, 5), { currency: 'eur', excludeSpam: true }]],
    ['a missing field', [...key.slice(0, 5), { currency: 'usd' }]],
    ['another gateway', ['gateway', 'http://other.test', ...key.slice(2)]],
    ['a longer key', [...key, 'infinite']],
    ['not a key', { 0: 'gateway' }],
  ])('tells apart %s', (_, other) => {
    expect(sameQueryKey(other, key)).toBe(false)
  })
})
