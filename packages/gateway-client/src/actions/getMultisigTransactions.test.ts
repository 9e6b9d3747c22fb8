import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { queuePage, SAFE } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { getMultisigTransactions } from './getMultisigTransactions'

const { server, client } = useTestServer()

describe('getMultisigTransactions', () => {
  test('GETs the list with a trailing slash and no query when no filter is set', async () => {
    server().reply({ json: queuePage })
    expect(await getMultisigTransactions(client(), { chainId: '31337', address: SAFE })).toEqual(
      queuePage,
    )
    expectRequest(server(), {
      method: 'GET',
      path: `/v1/chains/31337/safes/${SAFE}/multisig-transactions/`,
    })
  })

  test('sends only the filters that are set', async () => {
    server().reply({ json: queuePage })
    await getMultisigTransactions(client(), {
      chainId: '31337',
      address: SAFE,
      query: { to: SAFE, value: null, token_address: undefined, executed: true, limit: 5 },
    })
    expectRequest(server(), {
      method: 'GET',
      path: `/v1/chains/31337/safes/${SAFE}/multisig-transactions/`,
      query: `to=${SAFE}&executed=true&limit=5`,
    })
  })

  test('fetches a page URL as given', async () => {
    server().reply({ json: queuePage })
    const pageUrl = `${server().url}/v1/chains/31337/safes/${SAFE}/multisig-transactions/?cursor=limit%3D20%26offset%3D20`
    await getMultisigTransactions(client(), { pageUrl })
    expectRequest(server(), {
      method: 'GET',
      path: `/v1/chains/31337/safes/${SAFE}/multisig-transactions/`,
      query: 'cursor=limit%3D20%26offset%3D20',
    })
  })
})
