import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { useTestServer } from '../test-utils/useTestServer'
import { getFiatCurrencies } from './getFiatCurrencies'

const { server, client } = useTestServer()

describe('getFiatCurrencies', () => {
  test('GETs the supported fiat codes', async () => {
    server().reply({ json: ['USD', 'EUR'] })
    expect(await getFiatCurrencies(client())).toEqual(['USD', 'EUR'])
    expectRequest(server(), { method: 'GET', path: '/v1/balances/supported-fiat-codes' })
  })

  test('rejects a non-array reply', async () => {
    server().reply({ json: { USD: true } })
    await expect(getFiatCurrencies(client())).rejects.toThrow(
      'Invalid response body: Invalid input: expected array, received object',
    )
  })
})
