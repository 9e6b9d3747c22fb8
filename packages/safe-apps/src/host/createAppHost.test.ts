import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SDK_VERSION } from '../protocol/version'
import { createFramePair, type FramePair } from '../test-utils/createFramePair'
import { SAFE_TX_HASH, safeInfo } from '../test-utils/fixtures'
import { createAppHost, type Handlers } from './createAppHost'

let frames: FramePair

beforeEach(() => {
  frames = createFramePair()
})
afterEach(async () => {
  await frames.close()
})

const start = (handlers: Handlers, onError?: (error: unknown) => void) =>
  createAppHost({
    iframe: frames.iframe,
    appUrl: `${frames.appOrigin}/some/path?x=1`,
    window: frames.hostWindow,
    handlers,
    ...(onError && { onError }),
  })

const request = (method: string, params?: unknown, id = 'abcdef0123') => ({
  id,
  method,
  params,
  env: { sdkVersion: '9.1.0' },
})

const replies = () => frames.posts.filter((post) => post.to === 'app')

describe('createAppHost', () => {
  it('answers a valid request once, to the exact app origin, with the version', async () => {
    const getSafeInfo = vi.fn(() => safeInfo)
    start({ getSafeInfo })
    frames.postFromApp(request('getSafeInfo'))
    await frames.settle()
    expect(replies()).toEqual([
      {
        from: frames.hostOrigin,
        to: 'app',
        targetOrigin: frames.appOrigin,
        delivered: true,
        data: { id: 'abcdef0123', success: true, data: safeInfo, version: SDK_VERSION },
      },
    ])
    expect(getSafeInfo).toHaveBeenCalledWith(undefined, {
      origin: frames.appOrigin,
      id: 'abcdef0123',
      sdkVersion: '9.1.0',
    })
  })

  it('never answers another origin or another window', async () => {
    const getSafeInfo = vi.fn(() => safeInfo)
    start({ getSafeInfo })
    frames.injectToHost(request('getSafeInfo'), 'https://evil.example', frames.iframe.contentWindow)
    frames.injectToHost(request('getSafeInfo'), frames.hostOrigin, frames.iframe.contentWindow)
    frames.injectToHost(request('getSafeInfo'), frames.appOrigin, {})
    frames.injectToHost(request('getSafeInfo'), frames.appOrigin, null)
    await frames.settle()
    expect(replies()).toEqual([])
    expect(getSafeInfo).not.toHaveBeenCalled()
  })

  it('ignores non-requests: unknown methods, missing or odd ids, non-objects', async () => {
    const getSafeInfo = vi.fn(() => safeInfo)
    start({ getSafeInfo })
    for (const data of [
      null,
      'getSafeInfo',
      42,
      request('eth_sendTransaction'),
      request('toString'),
      request('__proto__'),
      { method: 'getSafeInfo' },
      request('getSafeInfo', undefined, ''),
      { ...request('getSafeInfo'), id: 7 },
      request('getSafeInfo', undefined, 'x'.repeat(65)),
    ]) {
      frames.postFromApp(data)
    }
    await frames.settle()
    expect(replies()).toEqual([])
    expect(getSafeInfo).not.toHaveBeenCalled()
  })

  it('answers an error for params that fail the schema', async () => {
    const getTx = vi.fn()
    start({ getTxBySafeTxHash: getTx, getOffChainSignature: getTx })
    frames.postFromApp(request('getTxBySafeTxHash', { safeTxHash: '0x12' }, 'id00000001'))
    frames.postFromApp(request('getOffChainSignature', { messageHash: SAFE_TX_HASH }, 'id00000002'))
    await frames.settle()
    expect(replies().map((reply) => reply.data)).toEqual([
      {
        id: 'id00000001',
        success: false,
        error: 'Invalid params for "getTxBySafeTxHash"',
        version: SDK_VERSION,
      },
      {
        id: 'id00000002',
        success: false,
        error: 'Invalid params for "getOffChainSignature"',
        version: SDK_VERSION,
      },
    ])
    expect(getTx).not.toHaveBeenCalled()
  })

  it('forwards only allowlisted rpc calls, checking safe_setSettings params', async () => {
    const rpcCall = vi.fn((_params: unknown) => '0x1')
    start({ rpcCall })
    const forbidden = [
      'eth_sendTransaction',
      'eth_sign',
      'eth_accounts',
      'eth_blockNumber',
      'constructor',
    ]
    forbidden.forEach((call, i) => {
      frames.postFromApp(request('rpcCall', { call, params: [] }, `forbid${i}`))
    })
    frames.postFromApp(
      request('rpcCall', { call: 'safe_setSettings', params: [{ x: 1 }] }, 'settings1'),
    )
    frames.postFromApp(
      request('rpcCall', { call: 'eth_getBalance', params: ['0x1', 'latest'] }, 'allowed1'),
    )
    await frames.settle()
    const errors = Object.fromEntries(
      replies().map((reply) => {
        const data = reply.data as { id: string; error?: string; data?: unknown }
        return [data.id, data.error ?? data.data]
      }),
    )
    expect(errors).toEqual({
      forbid0: 'RPC call "eth_sendTransaction" is not allowed',
      forbid1: 'RPC call "eth_sign" is not allowed',
      forbid2: 'RPC call "eth_accounts" is not allowed',
      forbid3: 'RPC call "eth_blockNumber" is not allowed',
      forbid4: 'RPC call "constructor" is not allowed',
      settings1: 'Invalid params for "safe_setSettings"',
      allowed1: '0x1',
    })
    expect(rpcCall).toHaveBeenCalledTimes(1)
    expect(rpcCall.mock.calls[0]?.[0]).toEqual({
      call: 'eth_getBalance',
      params: ['0x1', 'latest'],
    })
  })

  it("answers a handler's thrown error with its message and reports it", async () => {
    const onError = vi.fn()
    start(
      {
        signMessage: () => {
          throw new Error('User rejected the message')
        },
        getChainInfo: () => Promise.reject('plain string'),
        getSafeInfo: () => Promise.reject({ weird: true }),
      },
      onError,
    )
    frames.postFromApp(request('signMessage', { message: 'hi' }, 'sign000001'))
    frames.postFromApp(request('getChainInfo', undefined, 'chain00001'))
    frames.postFromApp(request('getSafeInfo', undefined, 'safe000001'))
    await frames.settle()
    expect(replies().map((reply) => (reply.data as { error: string }).error)).toEqual([
      'User rejected the message',
      'plain string',
      'Request failed',
    ])
    expect(onError).toHaveBeenCalledTimes(3)
  })

  it('answers an error when the result cannot be cloned', async () => {
    start({ getEnvironmentInfo: () => ({ origin: frames.hostOrigin, oops: () => 1 }) as never })
    frames.postFromApp(request('getEnvironmentInfo'))
    await frames.settle()
    expect(replies()).toHaveLength(1)
    expect(replies()[0]?.data).toMatchObject({ id: 'abcdef0123', success: false })
  })

  it('setHandler adds and removes handlers; destroy stops answering', async () => {
    const host = start({})
    host.setHandler('getSafeInfo', () => safeInfo)
    frames.postFromApp(request('getSafeInfo', undefined, 'first00001'))
    await frames.settle()
    host.setHandler('getSafeInfo', undefined)
    frames.postFromApp(request('getSafeInfo', undefined, 'second0001'))
    await frames.settle()
    let release: (value: typeof safeInfo) => void = () => {}
    host.setHandler('getSafeInfo', () => new Promise((resolve) => (release = resolve)))
    frames.postFromApp(request('getSafeInfo', undefined, 'third00001'))
    await frames.settle()
    host.destroy()
    release(safeInfo)
    frames.postFromApp(request('getSafeInfo', undefined, 'fourth0001'))
    await frames.settle()
    expect(replies().map((reply) => reply.data)).toEqual([
      { id: 'first00001', success: true, data: safeInfo, version: SDK_VERSION },
      {
        id: 'second0001',
        success: false,
        error: '"getSafeInfo" is not supported by this wallet',
        version: SDK_VERSION,
      },
    ])
  })

  it('rejects app URLs without an http(s) origin', () => {
    expect(() =>
      createAppHost({
        iframe: frames.iframe,
        appUrl: 'data:text/html,hi',
        window: frames.hostWindow,
        handlers: {},
      }),
    ).toThrow('http(s) origin')
    expect(() =>
      createAppHost({
        iframe: frames.iframe,
        appUrl: '/relative',
        window: frames.hostWindow,
        handlers: {},
      }),
    ).toThrow()
  })
})
