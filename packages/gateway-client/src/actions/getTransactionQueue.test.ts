import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { customSummary, queuePage, SAFE } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { getTransactionQueue } from './getTransactionQueue'

const { server, client } = useTestServer()

describe('getTransactionQueue', () => {
  test('GETs the queue without a query by default', async () => {
    server().reply({ json: queuePage })
    expect(await getTransactionQueue(client(), { chainId: '31337', address: SAFE })).toEqual(
      queuePage,
    )
    expectRequest(server(), {
      method: 'GET',
      path: `/v1/chains/31337/safes/${SAFE}/transactions/queued`,
    })
  })

  test('sends trusted and cursor, and parses conflict groups', async () => {
    const page = {
      count: 3,
      next: `${server().url}/v1/chains/31337/safes/${SAFE}/transactions/queued?cursor=limit%3D3%26offset%3D3`,
      previous: null,
      results: [
        { type: 'CONFLICT_HEADER', nonce: 3 },
        { type: 'TRANSACTION', transaction: customSummary, conflictType: 'HasNext' },
        { type: 'TRANSACTION', transaction: customSummary, conflictType: 'End' },
      ],
    }
    server().reply({ json: page })
    const result = await getTransactionQueue(client(), {
      chainId: '31337',
      address: SAFE,
      trusted: false,
      cursor: 'limit=3&offset=0',
    })
    expect(result).toEqual(page)
    expectRequest(server(), {
      method: 'GET',
      path: `/v1/chains/31337/safes/${SAFE}/transactions/queued`,
      query: 'trusted=false&cursor=limit%3D3%26offset%3D0',
    })
  })

  test('follows `next` exactly as given', async () => {
    server().reply({ json: queuePage })
    const next = `${server().url}/v1/chains/31337/safes/${SAFE}/transactions/queued?cursor=limit%3D3%26offset%3D3&trusted=false`
    await getTransactionQueue(client(), { pageUrl: next })
    expectRequest(server(), {
      method: 'GET',
      path: `/v1/chains/31337/safes/${SAFE}/transactions/queued`,
      query: 'cursor=limit%3D3%26offset%3D3&trusted=false',
    })
  })
})
