import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { MESSAGE_HASH } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { confirmSafeMessage } from './confirmSafeMessage'

const { server, client } = useTestServer()

describe('confirmSafeMessage', () => {
  test('POSTs the signature and resolves on 200 with an empty JSON object', async () => {
    const body = { signature: `0x${'77'.repeat(65)}` }
    server().reply({ json: {} })
    await expect(
      confirmSafeMessage(client(), { chainId: '31337', messageHash: MESSAGE_HASH, body }),
    ).resolves.toBeUndefined()
    expectRequest(server(), {
      method: 'POST',
      path: `/v1/chains/31337/messages/${MESSAGE_HASH}/signatures`,
      json: body,
    })
  })
})
