import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { SAFE } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { getCollectibles } from './getCollectibles'

const { server, client } = useTestServer()

const collectible = {
  address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  tokenName: 'Kitties',
  tokenSymbol: 'KIT',
  logoUri: 'https://logo',
  id: '7',
  uri: 'ipfs://7',
  name: 'Kitty 7',
  description: null,
  imageUri: null,
  metadata: { color: 'red' },
}

describe('getCollectibles', () => {
  test('GETs the v1 list without a query by default', async () => {
    server().reply({ json: [collectible] })
    expect(await getCollectibles(client(), { chainId: '31337', address: SAFE })).toEqual([
      collectible,
    ])
    expectRequest(server(), { method: 'GET', path: `/v1/chains/31337/safes/${SAFE}/collectibles` })
  })

  test('sends trusted and exclude_spam', async () => {
    server().reply({ json: [] })
    await getCollectibles(client(), {
      chainId: '31337',
      address: SAFE,
      trusted: true,
      excludeSpam: false,
    })
    expectRequest(server(), {
      method: 'GET',
      path: `/v1/chains/31337/safes/${SAFE}/collectibles`,
      query: 'trusted=true&exclude_spam=false',
    })
  })
})
