import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { SAFE } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { getNonces } from './getNonces'

const { server, client } = useTestServer()

describe('getNonces', () => {
  test('GETs the nonces of a Safe', async () => {
    server().reply({ json: { currentNonce: 3, recommendedNonce: 5 } })
    const result = await getNonces(client(), { chainId: '31337', address: SAFE })
    expect(result).toEqual({ currentNonce: 3, recommendedNonce: 5 })
    expectRequest(server(), { method: 'GET', path: `/v1/chains/31337/safes/${SAFE}/nonces` })
  })

  test('rejects a reply without recommendedNonce', async () => {
    server().reply({ json: { currentNonce: 3 } })
    await expect(getNonces(client(), { chainId: '31337', address: SAFE })).rejects.toThrow(
      'Invalid response field "recommendedNonce": Invalid input: expected number, received undefined',
    )
  })
})
