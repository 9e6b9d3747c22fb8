import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { MESSAGE_HASH, SAFE, safeMessage } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { getSafeMessage } from './getSafeMessage'

const { server, client } = useTestServer()

describe('getSafeMessage', () => {
  test('GETs one message by hash', async () => {
    server().reply({ json: safeMessage })
    expect(await getSafeMessage(client(), { chainId: '31337', messageHash: MESSAGE_HASH })).toEqual(
      safeMessage,
    )
    expectRequest(server(), { method: 'GET', path: `/v1/chains/31337/messages/${MESSAGE_HASH}` })
  })

  test('parses a confirmed typed-data message', async () => {
    const typed = {
      ...safeMessage,
      status: 'CONFIRMED',
      message: {
        domain: { chainId: 31337, verifyingContract: SAFE },
        types: { Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        message: { contents: 'hi' },
      },
      preparedSignature: `0x${'33'.repeat(130)}`,
    }
    server().reply({ json: typed })
    expect(await getSafeMessage(client(), { chainId: '31337', messageHash: MESSAGE_HASH })).toEqual(
      typed,
    )
  })

  test('rejects a message that is neither a string nor typed data', async () => {
    server().reply({ json: { ...safeMessage, message: 42 } })
    await expect(
      getSafeMessage(client(), { chainId: '31337', messageHash: MESSAGE_HASH }),
    ).rejects.toThrow('Invalid response field "message"')
  })
})
