import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppHost, type Handlers } from '../host/createAppHost'
import type { SafeAppsError } from '../protocol/errors'
import { createFramePair, type FramePair } from '../test-utils/createFramePair'
import { addressBook, addressBookPermission, SAFE_ADDRESS } from '../test-utils/fixtures'
import { createSafeAppsClient, type SafeAppsClient } from './createSafeAppsClient'

let frames: FramePair
let client: SafeAppsClient

const start = (handlers: Handlers) => {
  createAppHost({
    iframe: frames.iframe,
    appUrl: frames.appOrigin,
    window: frames.hostWindow,
    handlers,
  })
}

beforeEach(() => {
  frames = createFramePair()
  client = createSafeAppsClient({ window: frames.appWindow })
})
afterEach(async () => {
  client.destroy()
  await frames.close()
})

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error as SafeAppsError,
  )

describe('app-side validation (exact texts, nothing posted)', () => {
  it('txs.send without transactions', async () => {
    for (const txs of [[], undefined, null]) {
      const error = await errorOf(client.txs.send({ txs: txs as never }))
      expect(error.message).toBe('No transactions were passed')
    }
    expect(frames.posts).toEqual([])
  })

  it('txs.getBySafeTxHash without a hash', async () => {
    expect((await errorOf(client.txs.getBySafeTxHash(''))).message).toBe('Invalid safeTxHash')
  })

  it('txs.signTypedMessage without domain, types and message', async () => {
    for (const value of [null, 'text', { domain: {}, types: {} }, { types: {}, message: {} }]) {
      const error = await errorOf(client.txs.signTypedMessage(value as never))
      expect(error.message).toBe('Invalid typed data')
    }
  })

  it('safe.isMessageSigned with neither text nor typed data', async () => {
    for (const value of [42, null, { domain: {} }]) {
      const error = await errorOf(client.safe.isMessageSigned(value as never))
      expect(error.message).toBe('Invalid message type')
    }
    expect(frames.posts).toEqual([])
  })

  it('wallet.requestPermissions naming anything but requestAddressBook', async () => {
    for (const request of [
      [{ eth_accounts: {} }],
      [{ requestAddressBook: {}, signMessage: {} }],
      ['x'],
    ]) {
      const error = await errorOf(client.wallet.requestPermissions(request as never))
      expect(error.message).toBe('Permissions request is invalid')
      expect(error.code).toBe(4001)
    }
    expect(frames.posts).toEqual([])
  })
})

describe('permissions', () => {
  it('a host refusal becomes "Permissions rejected" with code 4001', async () => {
    start({
      wallet_requestPermissions: () => {
        throw new Error('User closed the prompt')
      },
    })
    const error = await errorOf(client.wallet.requestPermissions([{ requestAddressBook: {} }]))
    expect(error.message).toBe('Permissions rejected')
    expect(error.code).toBe(4001)
  })

  it('requestAddressBook asks for the missing permission, then reads', async () => {
    const granted = [addressBookPermission(frames.appOrigin)]
    const requestPermissions = vi.fn(() => granted)
    start({
      wallet_getPermissions: () => [],
      wallet_requestPermissions: requestPermissions,
      requestAddressBook: () => addressBook,
    })
    expect(await client.safe.requestAddressBook()).toEqual(addressBook)
    expect(requestPermissions).toHaveBeenCalledWith(
      [{ requestAddressBook: {} }],
      expect.objectContaining({ origin: frames.appOrigin }),
    )
  })

  it('requestAddressBook fails with 4001 when refused or not granted, without reading', async () => {
    const read = vi.fn(() => addressBook)
    start({
      wallet_getPermissions: () => [],
      wallet_requestPermissions: () => {
        throw new Error('denied')
      },
      requestAddressBook: read,
    })
    const refused = await errorOf(client.safe.requestAddressBook())
    expect([refused.message, refused.code]).toEqual(['Permissions rejected', 4001])

    // A host that answers without granting it.
    const emptyGrant = createFramePair()
    createAppHost({
      iframe: emptyGrant.iframe,
      appUrl: emptyGrant.appOrigin,
      window: emptyGrant.hostWindow,
      handlers: {
        wallet_getPermissions: () => [],
        wallet_requestPermissions: () => [],
        requestAddressBook: read,
      },
    })
    const other = createSafeAppsClient({ window: emptyGrant.appWindow })
    const notGranted = await errorOf(other.safe.requestAddressBook())
    expect([notGranted.message, notGranted.code]).toEqual(['Permissions rejected', 4001])
    expect(read).not.toHaveBeenCalled()
    other.destroy()
    await emptyGrant.close()
  })
})

describe('host answers for accepted requests it cannot serve', () => {
  it('no handler registered', async () => {
    start({})
    const error = await errorOf(client.safe.getInfo())
    expect(error.message).toBe('"getSafeInfo" is not supported by this wallet')
  })

  it('params failing the schema', async () => {
    const send = vi.fn(() => ({ safeTxHash: '0x' }))
    start({ sendTransactions: send })
    const error = await errorOf(
      client.txs.send({ txs: [{ to: 'not-an-address', value: '0', data: '0x' }] }),
    )
    expect(error.message).toBe('Invalid params for "sendTransactions"')
    const badValue = await errorOf(
      client.txs.send({ txs: [{ to: SAFE_ADDRESS, value: '-1', data: '0x' }] }),
    )
    expect(badValue.message).toBe('Invalid params for "sendTransactions"')
    expect(send).not.toHaveBeenCalled()
  })
})
