import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { useTestServer } from '../test-utils/useTestServer'
import { getIndexingStatus } from './getIndexingStatus'

const { server, client } = useTestServer()

describe('getIndexingStatus', () => {
  test('GETs the indexing status of a chain', async () => {
    const status = { chainId: '31337', latestBlock: 120, indexedBlock: 118, lag: 2, synced: false }
    server().reply({ json: status })
    expect(await getIndexingStatus(client(), { chainId: 31337 })).toEqual(status)
    expectRequest(server(), { method: 'GET', path: '/v1/chains/31337/about/indexing' })
  })
})
