import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppHost, type Handlers } from '../host/createAppHost'
import { SDK_VERSION } from '../protocol/version'
import { createFramePair, type FramePair } from '../test-utils/createFramePair'
import {
  addressBook,
  addressBookPermission,
  balances,
  chainInfo,
  OWNER,
  SAFE_ADDRESS,
  SAFE_TX_HASH,
  safeInfo,
  txDetails,
  typedData,
} from '../test-utils/fixtures'
import { createSafeAppsClient, type SafeAppsClient } from './createSafeAppsClient'

let frames: FramePair
let client: SafeAppsClient
let handlers: { [K in keyof Required<Handlers>]: ReturnType<typeof vi.fn> }

beforeEach(() => {
  frames = createFramePair()
  const permissions = [addressBookPermission(frames.appOrigin)]
  handlers = {
    sendTransactions: vi.fn(async () => ({ safeTxHash: SAFE_TX_HASH })),
    rpcCall: vi.fn(async ({ call }: { call: string }) => `result of ${call}`),
    getChainInfo: vi.fn(() => chainInfo),
    getSafeInfo: vi.fn(() => safeInfo),
    getTxBySafeTxHash: vi.fn(() => txDetails),
    getSafeBalances: vi.fn(() => balances),
    signMessage: vi.fn(() => ({ messageHash: SAFE_TX_HASH, signature: '0x1234' })),
    signTypedMessage: vi.fn(() => ({ safeTxHash: SAFE_TX_HASH })),
    getEnvironmentInfo: vi.fn(() => ({ origin: frames.hostOrigin })),
    getOffChainSignature: vi.fn(() => '0xabcd'),
    requestAddressBook: vi.fn(() => addressBook),
    wallet_getPermissions: vi.fn(() => permissions),
    wallet_requestPermissions: vi.fn(() => permissions),
  }
  createAppHost({
    iframe: frames.iframe,
    appUrl: `${frames.appOrigin}/index.html`,
    window: frames.hostWindow,
    handlers: handlers as unknown as Handlers,
  })
  client = createSafeAppsClient({ window: frames.appWindow })
})

afterEach(async () => {
  client.destroy()
  await frames.close()
})

describe('client ↔ host round trips', () => {
  it('sendTransactions carries the txs and params, answers the safeTxHash', async () => {
    const txs = [{ to: SAFE_ADDRESS.toLowerCase(), value: '0x10', data: '0x' }]
    const result = await client.txs.send({ txs, params: { safeTxGas: 50_000 } })
    expect(result).toEqual({ safeTxHash: SAFE_TX_HASH })
    // The host normalises before the handler sees anything.
    expect(handlers.sendTransactions.mock.calls[0]?.[0]).toEqual({
      txs: [{ to: SAFE_ADDRESS, value: '16', data: '0x' }],
      params: { safeTxGas: 50_000 },
    })
    const request = frames.posts.find((post) => post.to === 'host')?.data as Record<string, unknown>
    expect(request).toMatchObject({ method: 'sendTransactions', env: { sdkVersion: SDK_VERSION } })
    expect(request.id).toMatch(/^[0-9a-f]{10}$/)
  })

  it('every reply carries the version and is posted to the exact app origin', async () => {
    await client.safe.getInfo()
    const reply = frames.posts.find((post) => post.to === 'app')
    expect(reply?.targetOrigin).toBe(frames.appOrigin)
    expect(reply?.data).toMatchObject({ success: true, version: SDK_VERSION })
    const request = frames.posts.find((post) => post.to === 'host')
    expect(request?.targetOrigin).toBe(frames.hostOrigin)
  })

  it('getSafeInfo, getChainInfo, getEnvironmentInfo', async () => {
    expect(await client.safe.getInfo()).toEqual(safeInfo)
    expect(await client.safe.getChainInfo()).toEqual(chainInfo)
    expect(await client.safe.getEnvironmentInfo()).toEqual({ origin: frames.hostOrigin })
  })

  it('getSafeBalances defaults the currency to usd', async () => {
    expect(await client.safe.getBalances()).toEqual(balances)
    await client.safe.getBalances({ currency: 'EUR' })
    expect(handlers.getSafeBalances.mock.calls.map((call) => call[0])).toEqual([
      { currency: 'usd' },
      { currency: 'eur' },
    ])
  })

  it('getTxBySafeTxHash', async () => {
    expect(await client.txs.getBySafeTxHash(SAFE_TX_HASH)).toEqual(txDetails)
    expect(handlers.getTxBySafeTxHash.mock.calls[0]?.[0]).toEqual({ safeTxHash: SAFE_TX_HASH })
  })

  it('signMessage and signTypedMessage', async () => {
    expect(await client.txs.signMessage('hello')).toEqual({
      messageHash: SAFE_TX_HASH,
      signature: '0x1234',
    })
    expect(handlers.signMessage.mock.calls[0]?.[0]).toEqual({ message: 'hello' })
    expect(await client.txs.signTypedMessage(typedData)).toEqual({ safeTxHash: SAFE_TX_HASH })
    expect(handlers.signTypedMessage.mock.calls[0]?.[0]).toEqual({ typedData })
  })

  it('getOffChainSignature sends the bare hash as params', async () => {
    expect(await client.safe.getOffChainSignature(SAFE_TX_HASH)).toBe('0xabcd')
    expect(handlers.getOffChainSignature.mock.calls[0]?.[0]).toBe(SAFE_TX_HASH)
  })

  it('wallet permissions and the address book', async () => {
    const granted = [addressBookPermission(frames.appOrigin)]
    expect(await client.wallet.getPermissions()).toEqual(granted)
    expect(await client.wallet.requestPermissions([{ requestAddressBook: {} }])).toEqual(granted)
    expect(await client.wallet.isPermissionGranted('requestAddressBook')).toBe(true)
    expect(await client.safe.requestAddressBook()).toEqual(addressBook)
    // Already granted: no prompt.
    expect(handlers.wallet_requestPermissions).toHaveBeenCalledTimes(1)
  })

  it('eth wrappers call rpcCall with the block tag defaulting to latest', async () => {
    const { eth } = client
    await eth.call({ to: SAFE_ADDRESS, data: '0x' })
    await eth.gasPrice()
    await eth.getLogs({ address: SAFE_ADDRESS, fromBlock: 1, toBlock: 'latest' })
    await eth.getBalance(OWNER)
    await eth.getCode(SAFE_ADDRESS, 5)
    await eth.getBlockByHash(SAFE_TX_HASH)
    await eth.getBlockByNumber(16, true)
    await eth.getStorageAt(SAFE_ADDRESS, 0)
    await eth.getTransactionByHash(SAFE_TX_HASH)
    await eth.getTransactionReceipt(SAFE_TX_HASH)
    await eth.getTransactionCount(OWNER)
    expect(await eth.estimateGas({ to: SAFE_ADDRESS })).toBe('result of eth_estimateGas')
    await eth.setSafeSettings({ offChainSigning: true })
    expect(handlers.rpcCall.mock.calls.map((call) => call[0])).toEqual([
      { call: 'eth_call', params: [{ to: SAFE_ADDRESS, data: '0x' }, 'latest'] },
      { call: 'eth_gasPrice', params: [] },
      {
        call: 'eth_getLogs',
        params: [{ address: SAFE_ADDRESS, fromBlock: '0x1', toBlock: 'latest' }],
      },
      { call: 'eth_getBalance', params: [OWNER, 'latest'] },
      { call: 'eth_getCode', params: [SAFE_ADDRESS, '0x5'] },
      { call: 'eth_getBlockByHash', params: [SAFE_TX_HASH, false] },
      { call: 'eth_getBlockByNumber', params: ['0x10', true] },
      { call: 'eth_getStorageAt', params: [SAFE_ADDRESS, '0x0', 'latest'] },
      { call: 'eth_getTransactionByHash', params: [SAFE_TX_HASH] },
      { call: 'eth_getTransactionReceipt', params: [SAFE_TX_HASH] },
      { call: 'eth_getTransactionCount', params: [OWNER, 'latest'] },
      { call: 'eth_estimateGas', params: [{ to: SAFE_ADDRESS }] },
      { call: 'safe_setSettings', params: [{ offChainSigning: true }] },
    ])
  })

  it('a refused rpc call rejects with the host text and never reaches the handler', async () => {
    await expect(
      client.communicator.send('rpcCall', { call: 'eth_blockNumber' as never, params: [] }),
    ).rejects.toThrow('RPC call "eth_blockNumber" is not allowed')
    expect(handlers.rpcCall).not.toHaveBeenCalled()
  })

  it('a success:false reply rejects with the host error text', async () => {
    handlers.sendTransactions.mockRejectedValueOnce(new Error('Transaction was rejected'))
    await expect(
      client.txs.send({ txs: [{ to: SAFE_ADDRESS, value: '0', data: '0x' }] }),
    ).rejects.toThrow('Transaction was rejected')
  })
})
