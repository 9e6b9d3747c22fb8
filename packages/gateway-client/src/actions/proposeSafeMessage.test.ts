import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { SAFE } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { proposeSafeMessage } from './proposeSafeMessage'

const { server, client } = useTestServer()

describe('proposeSafeMessage', () => {
  test('POSTs the message and resolves on an empty 201', async () => {
    const body = { message: 'Hello, Safe', signature: `0x${'66'.repeat(65)}`, safeAppId: 1 }
    server().reply({ status: 201 })
    await expect(
      proposeSafeMessage(client(), { chainId: '31337', address: SAFE, body }),
    ).resolves.toBeUndefined()
    expectRequest(server(), {
      method: 'POST',
      path: `/v1/chains/31337/safes/${SAFE}/messages`,
      json: body,
    })
  })
})
