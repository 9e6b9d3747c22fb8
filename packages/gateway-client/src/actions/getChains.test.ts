import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { chainInfo } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { getChains } from './getChains'

const { server, client } = useTestServer()

describe('getChains', () => {
  test('GETs /v1/chains without a query by default', async () => {
    const page = { count: 1, next: null, previous: null, results: [chainInfo] }
    server().reply({ json: page })
    expect(await getChains(client())).toEqual(page)
    expectRequest(server(), { method: 'GET', path: '/v1/chains' })
  })

  test('sends the cursor encoded as one parameter', async () => {
    server().reply({ json: { next: null, previous: null, results: [] } })
    await getChains(client(), { cursor: 'limit=20&offset=20' })
    expectRequest(server(), {
      method: 'GET',
      path: '/v1/chains',
      query: 'cursor=limit%3D20%26offset%3D20',
    })
  })

  test('fetches a page URL exactly as given', async () => {
    server().reply({ json: { next: null, previous: null, results: [] } })
    const pageUrl = `${server().url}/v1/chains?cursor=limit%3D20%26offset%3D40`
    const page = await getChains(client(), { pageUrl })
    expect(page.next).toBeNull()
    expectRequest(server(), {
      method: 'GET',
      path: '/v1/chains',
      query: 'cursor=limit%3D20%26offset%3D40',
    })
  })
})
