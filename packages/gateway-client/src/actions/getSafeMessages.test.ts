import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { SAFE, safeMessage } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { getSafeMessages } from './getSafeMessages'

const { server, client } = useTestServer()

const page = {
  next: null,
  previous: null,
  results: [{ type: 'DATE_LABEL', timestamp: 1_700_000_000_000 }, safeMessage],
}

describe('getSafeMessages', () => {
  test('GETs the messages without a query by default', async () => {
    server().reply({ json: page })
    expect(await getSafeMessages(client(), { chainId: '31337', address: SAFE })).toEqual(page)
    expectRequest(server(), { method: 'GET', path: `/v1/chains/31337/safes/${SAFE}/messages` })
  })

  test('sends the cursor', async () => {
    server().reply({ json: page })
    await getSafeMessages(client(), { chainId: '31337', address: SAFE, cursor: 'limit=5&offset=5' })
    expectRequest(server(), {
      method: 'GET',
      path: `/v1/chains/31337/safes/${SAFE}/messages`,
      query: 'cursor=limit%3D5%26offset%3D5',
    })
  })

  test('fetches a page URL as given', async () => {
    server().reply({ json: page })
    await getSafeMessages(client(), {
      pageUrl: `${server().url}/v1/chains/31337/safes/${SAFE}/messages?cursor=limit%3D5%26offset%3D10`,
    })
    expectRequest(server(), {
      method: 'GET',
      path: `/v1/chains/31337/safes/${SAFE}/messages`,
      query: 'cursor=limit%3D5%26offset%3D10',
    })
  })
})
