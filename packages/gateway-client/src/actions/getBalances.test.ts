import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { SAFE } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { getBalances } from './getBalances'

const { server, client } = useTestServer()

const balances = {
  fiatTotal: '2000.5',
  items: [
    {
      tokenInfo: {
        type: 'NATIVE_TOKEN',
        address: '0x0000000000000000000000000000000000000000',
        decimals: 18,
        symbol: 'ETH',
        name: 'Ether',
        logoUri: null,
      },
      balance: '1000000000000000000',
      fiatBalance: '2000.5',
      fiatConversion: '2000.5',
    },
  ],
}

describe('getBalances', () => {
  test('defaults the currency to usd and sends no query', async () => {
    server().reply({ json: balances })
    expect(await getBalances(client(), { chainId: '31337', address: SAFE })).toEqual(balances)
    expectRequest(server(), { method: 'GET', path: `/v1/chains/31337/safes/${SAFE}/balances/usd` })
  })

  test('sends currency, trusted and exclude_spam when set', async () => {
    server().reply({ json: balances })
    await getBalances(client(), {
      chainId: '31337',
      address: SAFE,
      currency: 'eur',
      trusted: false,
      excludeSpam: true,
    })
    expectRequest(server(), {
      method: 'GET',
      path: `/v1/chains/31337/safes/${SAFE}/balances/eur`,
      query: 'trusted=false&exclude_spam=true',
    })
  })
})
