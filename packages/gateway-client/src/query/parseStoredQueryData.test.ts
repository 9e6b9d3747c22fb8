import { describe, expect, test } from 'vitest'
import { chainInfo, queuePage, SAFE, safeInfo } from '../test-utils/fixtures'
import { createGatewayClient } from '../transport/createGatewayClient'
import { gatewayResources } from './gatewayResources'
import { parseStoredQueryData } from './parseStoredQueryData'

// What a restore from storage keeps: an entry the registry keeps, whose data passes its
// resource's schema as a fresh answer would; anything else is dropped (undefined).

const client = createGatewayClient({ baseUrl: 'http://gw.test' })
const safe = { chainId: '31337', address: SAFE }
const safeInfoKey = gatewayResources.safeInfo.key(client, safe)
const queueKey = gatewayResources.transactionQueue.pagesKey(client, safe)
const chainsKey = gatewayResources.chains.key(client)
const copy = <T>(value: T): T => structuredClone(value)

describe('parseStoredQueryData', () => {
  test('restores a good entry as its data, cleaned as a fresh answer is', () => {
    expect(parseStoredQueryData(safeInfoKey, safeInfo)).toEqual({ data: safeInfo, form: 'data' })
    const named = { ...copy(chainInfo), chainName: 'Dev\u202Enet' }
    expect(parseStoredQueryData(chainsKey, [named])?.data).toEqual([
      { ...chainInfo, chainName: 'Devnet' },
    ])
  })

  test("restores an infinite query's pages, JSON's null page params included", () => {
    const pages = { pages: [queuePage, queuePage], pageParams: [null, 'http://gw.test/next'] }
    expect(parseStoredQueryData(queueKey, pages)).toEqual({ data: pages, form: 'pages' })
  })

  test.each<[string, readonly unknown[], unknown]>([
    ['a field of the wrong type', safeInfoKey, { ...safeInfo, nonce: 'three' }],
    ['a page where pages belong', queueKey, queuePage],
    ['pages with a broken page', queueKey, { pages: [{ results: 'x' }], pageParams: [null] }],
    [
      'a chain whose RPC URL runs script',
      chainsKey,
      [{ ...chainInfo, rpcUri: { authentication: 'NO_AUTHENTICATION', value: 'javascript:1' } }],
    ],
    [
      'a chain whose contract address is not one',
      chainsKey,
      [
        {
          ...chainInfo,
          contractAddresses: { ...chainInfo.contractAddresses, multiSendAddress: 'https://evil' },
        },
      ],
    ],
    ['an entry the registry does not keep', [...queueKey.slice(0, -1)], queuePage],
    ['an unknown resource', ['gateway', 'http://gw.test', 'adminSettings'], safeInfo],
  ])('drops %s', (_, key, data) => {
    expect(parseStoredQueryData(key, data)).toBeUndefined()
  })
})
