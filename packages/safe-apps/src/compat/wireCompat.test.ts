import SafeAppsSDK, { getSDKVersion, MessageFormatter, Methods } from '@safe-global/safe-apps-sdk'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSafeAppsClient } from '../app/createSafeAppsClient'
import { createAppHost, type Handlers } from '../host/createAppHost'
import { createFramePair, type FramePair } from '../test-utils/createFramePair'
import {
  addressBook,
  addressBookPermission,
  balances,
  OWNER,
  SAFE_ADDRESS,
  SAFE_TX_HASH,
  safeInfo,
  typedData,
} from '../test-utils/fixtures'

let frames: FramePair
const globals = globalThis as { window?: unknown }

beforeEach(() => {
  frames = createFramePair()
})
afterEach(async () => {
  delete globals.window
  await frames.close()
})

describe('the published @safe-global/safe-apps-sdk talking to our host', () => {
  let handlers: Handlers
  let sdk: SafeAppsSDK

  beforeEach(() => {
    let permissions: ReturnType<typeof addressBookPermission>[] = []
    handlers = {
      getSafeInfo: () => safeInfo,
      sendTransactions: vi.fn(async () => ({ safeTxHash: SAFE_TX_HASH })),
      rpcCall: vi.fn(async () => '0xde0b6b3a7640000'),
      getSafeBalances: () => balances,
      signTypedMessage: () => ({ messageHash: SAFE_TX_HASH }),
      getOffChainSignature: () => '',
      wallet_getPermissions: () => permissions,
      wallet_requestPermissions: (_params, { origin }) => {
        permissions = [addressBookPermission(origin)]
        return permissions
      },
      requestAddressBook: () => addressBook,
      signMessage: () => {
        throw new Error('User rejected the signature')
      },
    }
    createAppHost({
      iframe: frames.iframe,
      appUrl: frames.appOrigin,
      window: frames.hostWindow,
      handlers,
    })
    // The SDK reads the global window (parent, listeners, crypto) when it is constructed.
    globals.window = frames.appWindow
    sdk = new SafeAppsSDK({ allowedDomains: [/^http:\/\/127\.0\.0\.1:5173$/] })
  })

  it('getInfo, balances and an eth read', async () => {
    expect(await sdk.safe.getInfo()).toEqual(safeInfo)
    expect(await sdk.safe.experimental_getBalances({ currency: 'usd' })).toEqual(balances)
    expect(await sdk.eth.getBalance([OWNER])).toBe('0xde0b6b3a7640000')
    expect(handlers.rpcCall).toHaveBeenCalledWith(
      { call: 'eth_getBalance', params: [OWNER, 'latest'] },
      expect.anything(),
    )
  })

  it('sends transactions and signs typed data', async () => {
    const txs = [{ to: SAFE_ADDRESS, value: '1', data: '0x' }]
    expect(await sdk.txs.send({ txs })).toEqual({ safeTxHash: SAFE_TX_HASH })
    expect(handlers.sendTransactions).toHaveBeenCalledWith({ txs }, expect.anything())
    expect(await sdk.txs.signTypedMessage(typedData)).toEqual({ messageHash: SAFE_TX_HASH })
    expect(await sdk.safe.getOffChainSignature(SAFE_TX_HASH)).toBe('')
  })

  it('the address book behind its permission prompt', async () => {
    expect(await sdk.safe.requestAddressBook()).toEqual(addressBook)
    expect(await sdk.wallet.getPermissions()).toEqual([addressBookPermission(frames.appOrigin)])
  })

  it('host errors reach the SDK as its error text', async () => {
    await expect(sdk.txs.signMessage('hi')).rejects.toThrow('User rejected the signature')
  })

  it('the SDK posts requests with env.sdkVersion and a 10-hex-char id', async () => {
    await sdk.safe.getInfo()
    const request = frames.posts.find((post) => post.to === 'host')?.data
    expect(request).toMatchObject({ method: 'getSafeInfo', env: { sdkVersion: getSDKVersion() } })
    expect((request as { id: string }).id).toMatch(/^[0-9a-f]{10}$/)
  })
})

describe('our client talking to a host that answers like the official wallet', () => {
  // The official wallet formats replies with the SDK's MessageFormatter and its version.
  const startOfficialLikeHost = (answer: (method: Methods, params: unknown) => unknown) => {
    frames.hostWindow.addEventListener('message', (event) => {
      const request = event.data as { id: string; method: Methods; params: unknown }
      if (event.source !== frames.iframe.contentWindow) return
      if (!Object.values(Methods).includes(request.method)) return
      try {
        const data = answer(request.method, request.params)
        const reply = MessageFormatter.makeResponse(request.id, data as never, getSDKVersion())
        frames.iframe.contentWindow?.postMessage(reply, event.origin)
      } catch (error) {
        const reply = MessageFormatter.makeErrorResponse(
          request.id,
          (error as Error).message,
          getSDKVersion(),
        )
        frames.iframe.contentWindow?.postMessage(reply, event.origin)
      }
    })
  }

  it('reads, sends, signs and reports errors', async () => {
    const seen: [string, unknown][] = []
    startOfficialLikeHost((method, params) => {
      seen.push([method, params])
      switch (method) {
        case Methods.getSafeInfo:
          return safeInfo
        case Methods.sendTransactions:
          return { safeTxHash: SAFE_TX_HASH }
        case Methods.rpcCall:
          return '0x1626ba7e00000000000000000000000000000000000000000000000000000000'
        default:
          throw new Error(`${method} is not supported`)
      }
    })
    const client = createSafeAppsClient({
      window: frames.appWindow,
      allowedOrigins: [frames.hostOrigin],
    })
    expect(await client.safe.getInfo()).toEqual(safeInfo)
    const txs = [{ to: SAFE_ADDRESS, value: '0', data: '0x' }]
    expect(await client.txs.send({ txs })).toEqual({ safeTxHash: SAFE_TX_HASH })
    expect(await client.safe.isMessageSigned('hello')).toBe(true)
    await expect(client.safe.getChainInfo()).rejects.toThrow('getChainInfo is not supported')
    expect(seen.map(([method]) => method)).toEqual([
      'getSafeInfo',
      'sendTransactions',
      'getSafeInfo',
      'rpcCall',
      'getChainInfo',
    ])
    expect(seen[1]?.[1]).toEqual({ txs })
    client.destroy()
  })
})
