import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { OWNER_B } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { getDecodedData } from './getDecodedData'

const { server, client } = useTestServer()

describe('getDecodedData', () => {
  test('POSTs only the data when nothing else is given', async () => {
    const decoded = {
      method: 'transfer',
      parameters: [
        { name: 'to', type: 'address', value: OWNER_B },
        { name: 'value', type: 'uint256', value: '1' },
      ],
    }
    server().reply({ json: decoded })
    const data = `0xa9059cbb${'00'.repeat(64)}`
    expect(await getDecodedData(client(), { chainId: '31337', body: { data } })).toEqual(decoded)
    expectRequest(server(), {
      method: 'POST',
      path: '/v1/chains/31337/data-decoder',
      json: { data },
    })
  })

  test('sends to and operation and keeps a MultiSend expansion', async () => {
    const decoded = {
      method: 'multiSend',
      parameters: [
        {
          name: 'transactions',
          type: 'bytes',
          value: '0x00',
          valueDecoded: [{ operation: 0, to: OWNER_B, value: '1', data: null }],
        },
      ],
    }
    server().reply({ json: decoded })
    const body = { data: '0x8d80ff0a', to: OWNER_B, operation: 1 as const }
    expect(await getDecodedData(client(), { chainId: '31337', body })).toEqual(decoded)
    expectRequest(server(), { method: 'POST', path: '/v1/chains/31337/data-decoder', json: body })
  })
})
