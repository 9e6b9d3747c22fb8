import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { SAFE_TX_HASH, transactionDetails } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { addConfirmation } from './addConfirmation'

const { server, client } = useTestServer()

describe('addConfirmation', () => {
  test('POSTs the signature and returns the updated transaction', async () => {
    const body = { signature: `0x${'44'.repeat(65)}` }
    server().reply({ json: transactionDetails })
    const result = await addConfirmation(client(), {
      chainId: '31337',
      safeTxHash: SAFE_TX_HASH,
      body,
    })
    expect(result).toEqual(transactionDetails)
    expectRequest(server(), {
      method: 'POST',
      path: `/v1/chains/31337/transactions/${SAFE_TX_HASH}/confirmations`,
      json: body,
    })
  })

  test('reports a non-owner signer with the gateway text', async () => {
    server().reply({ status: 422, json: { code: 422, message: 'Signer is not an owner' } })
    await expect(
      addConfirmation(client(), {
        chainId: '31337',
        safeTxHash: SAFE_TX_HASH,
        body: { signature: '0x' },
      }),
    ).rejects.toThrow('422: Signer is not an owner')
  })
})
