import { describe, expect, test } from 'vitest'
import { GatewayResponseError } from '../errors/gateway'
import { expectRequest } from '../test-utils/expectRequest'
import { OWNER_A, OWNER_B, SAFE, SAFE_TX_HASH, transactionDetails } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import type { ProposeTransactionBody } from '../types/requests'
import { proposeTransaction } from './proposeTransaction'

const { server, client } = useTestServer()

const ZERO = '0x0000000000000000000000000000000000000000'
const body: ProposeTransactionBody = {
  to: OWNER_B,
  value: '1000',
  data: '0x',
  nonce: '3',
  operation: 0,
  safeTxGas: '0',
  baseGas: '0',
  gasPrice: '0',
  gasToken: ZERO,
  refundReceiver: ZERO,
  safeTxHash: SAFE_TX_HASH,
  sender: OWNER_A,
  signature: `0x${'11'.repeat(65)}`,
  origin: '{"url":"http://127.0.0.1:5174","name":"Demo"}',
}

describe('proposeTransaction', () => {
  test('POSTs the proposal and returns the stored transaction', async () => {
    server().reply({ json: transactionDetails })
    const result = await proposeTransaction(client(), { chainId: '31337', address: SAFE, body })
    expect(result).toEqual(transactionDetails)
    expectRequest(server(), {
      method: 'POST',
      path: `/v1/chains/31337/transactions/${SAFE}/propose`,
      json: body,
    })
  })

  test('reports a rejected proposal as `code: message` with status and code', async () => {
    server().reply({
      status: 422,
      json: { code: 422, message: 'Invalid safeTxHash' },
    })
    const error = await proposeTransaction(client(), {
      chainId: '31337',
      address: SAFE,
      body,
    }).catch((e) => e)
    expect(error).toBeInstanceOf(GatewayResponseError)
    expect(error.message).toBe('422: Invalid safeTxHash')
    expect(error.shortMessage).toBe('422: Invalid safeTxHash')
    expect(error.status).toBe(422)
    expect(error.code).toBe(422)
    expect(error.url).toBe(`${server().url}/v1/chains/31337/transactions/${SAFE}/propose`)
  })
})
