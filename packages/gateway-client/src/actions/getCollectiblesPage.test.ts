import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { SAFE } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { getCollectiblesPage } from './getCollectiblesPage'

const { server, client } = useTestServer()

const page = {
  count: 1,
  next: 'https://gateway/v2/next',
  previous: null,
  results: [
    {
      address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      tokenName: 'Kitties',
      tokenSymbol: 'KIT',
      logoUri: '',
      id: '7',
      uri: null,
      name: null,
      description: null,
      imageUri: null,
      metadata: null,
    },
  ],
}

describe('getCollectiblesPage', () => {
  test('GETs the v2 page with cursor and filters', async () => {
    server().reply({ json: page })
    const result = await getCollectiblesPage(client(), {
      chainId: '31337',
      address: SAFE,
      cursor: 'limit=10&offset=10',
      excludeSpam: true,
    })
    expect(result).toEqual(page)
    expectRequest(server(), {
      method: 'GET',
      path: `/v2/chains/31337/safes/${SAFE}/collectibles`,
      query: 'cursor=limit%3D10%26offset%3D10&exclude_spam=true',
    })
  })

  test('fetches a page URL as given', async () => {
    server().reply({ json: { ...page, next: null } })
    await getCollectiblesPage(client(), {
      pageUrl: `${server().url}/v2/chains/1/safes/${SAFE}/collectibles?cursor=limit%3D10%26offset%3D20`,
    })
    expectRequest(server(), {
      method: 'GET',
      path: `/v2/chains/1/safes/${SAFE}/collectibles`,
      query: 'cursor=limit%3D10%26offset%3D20',
    })
  })
})
