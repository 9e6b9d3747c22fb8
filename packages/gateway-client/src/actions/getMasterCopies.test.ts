import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { useTestServer } from '../test-utils/useTestServer'
import { getMasterCopies } from './getMasterCopies'

const { server, client } = useTestServer()

describe('getMasterCopies', () => {
  test('GETs the master copies of a chain', async () => {
    const copies = [
      {
        address: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
        version: '1.4.1',
        deployer: 'Gnosis',
        deployerRepoUrl: 'https://github.com/safe-global/safe-contracts/releases',
      },
    ]
    server().reply({ json: copies })
    expect(await getMasterCopies(client(), { chainId: '31337' })).toEqual(copies)
    expectRequest(server(), { method: 'GET', path: '/v1/chains/31337/about/master-copies' })
  })
})
