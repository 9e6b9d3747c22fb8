import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { OWNER_A, SAFE } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { getOwnedSafes } from './getOwnedSafes'

const { server, client } = useTestServer()

describe('getOwnedSafes', () => {
  test('GETs the Safes of an owner', async () => {
    server().reply({ json: { safes: [SAFE] } })
    expect(await getOwnedSafes(client(), { chainId: '31337', ownerAddress: OWNER_A })).toEqual({
      safes: [SAFE],
    })
    expectRequest(server(), { method: 'GET', path: `/v1/chains/31337/owners/${OWNER_A}/safes` })
  })
})
