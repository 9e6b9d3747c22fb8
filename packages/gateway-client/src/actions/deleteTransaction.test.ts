import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { SAFE_TX_HASH } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { deleteTransaction } from './deleteTransaction'

const { server, client } = useTestServer()

describe('deleteTransaction', () => {
  test('DELETEs with the signature as JSON body and resolves on 204', async () => {
    const body = { signature: `0x${'55'.repeat(65)}` }
    server().reply({ status: 204 })
    await expect(
      deleteTransaction(client(), { chainId: '31337', safeTxHash: SAFE_TX_HASH, body }),
    ).resolves.toBeUndefined()
    expectRequest(server(), {
      method: 'DELETE',
      path: `/v1/chains/31337/transactions/${SAFE_TX_HASH}`,
      json: body,
    })
  })

  test('reports a 404 without a body with the status text', async () => {
    server().reply({ status: 404 })
    await expect(
      deleteTransaction(client(), {
        chainId: '31337',
        safeTxHash: SAFE_TX_HASH,
        body: { signature: '0x' },
      }),
    ).rejects.toThrow('Not Found')
  })
})
