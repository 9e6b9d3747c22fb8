import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { OWNER_B, SAFE } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { postSafeGasEstimation } from './postSafeGasEstimation'

const { server, client } = useTestServer()

describe('postSafeGasEstimation', () => {
  test('POSTs the call as JSON to the v2 estimations endpoint', async () => {
    const body = { to: OWNER_B, value: '1000', data: '0x', operation: 0 as const }
    server().reply({ json: { currentNonce: 3, recommendedNonce: 4, safeTxGas: '0' } })
    const result = await postSafeGasEstimation(client(), { chainId: '31337', address: SAFE, body })
    expect(result).toEqual({ currentNonce: 3, recommendedNonce: 4, safeTxGas: '0' })
    expectRequest(server(), {
      method: 'POST',
      path: `/v2/chains/31337/safes/${SAFE}/multisig-transactions/estimations`,
      json: body,
    })
  })
})
