import { startTestDevnet, type TestDevnet } from '@assent/test'
import {
  createPublicClient,
  createWalletClient,
  custom,
  type Hex,
  parseEther,
  stringToHex,
} from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSafeAppsClient, type SafeAppsClient } from '../app/createSafeAppsClient'
import { createAppHost, type Handlers } from '../host/createAppHost'
import type { SafeAppsError } from '../protocol/errors'
import { createFramePair, type FramePair } from '../test-utils/createFramePair'
import { OWNER, SAFE_ADDRESS, SAFE_TX_HASH, safeInfo, typedData } from '../test-utils/fixtures'
import { createSafeAppProvider, type SafeAppProvider } from './createSafeAppProvider'

let devnet: TestDevnet
let frames: FramePair
let client: SafeAppsClient
let provider: SafeAppProvider
/** The real transaction the app's Safe transaction "became" on chain. */
let executedHash: Hex
let spies: {
  [K in
    | 'sendTransactions'
    | 'signMessage'
    | 'signTypedMessage'
    | 'rpcCall'
    | 'getTxBySafeTxHash']: ReturnType<typeof vi.fn>
}

beforeAll(async () => {
  devnet = await startTestDevnet({ deploy: false })
  executedHash = await devnet.walletClient.sendTransaction({ to: SAFE_ADDRESS, value: 1n })
  await devnet.publicClient.waitForTransactionReceipt({ hash: executedHash })
  frames = createFramePair()
  spies = {
    sendTransactions: vi.fn(() => ({ safeTxHash: SAFE_TX_HASH })),
    signMessage: vi.fn(() => ({ messageHash: SAFE_TX_HASH, signature: '0xfeed' })),
    signTypedMessage: vi.fn(() => ({ messageHash: SAFE_TX_HASH })),
    // Reads go to the real chain.
    rpcCall: vi.fn(({ call, params }: { call: string; params: unknown[] }) =>
      devnet.publicClient.request({ method: call as 'eth_call', params: params as never }),
    ),
    getTxBySafeTxHash: vi.fn(({ safeTxHash }: { safeTxHash: string }) => {
      if (safeTxHash !== SAFE_TX_HASH) throw new Error('Transaction not found')
      return { safeAddress: SAFE_ADDRESS, txId: 'x', txStatus: 'SUCCESS', txHash: executedHash }
    }),
  }
  createAppHost({
    iframe: frames.iframe,
    appUrl: frames.appOrigin,
    window: frames.hostWindow,
    handlers: spies as unknown as Handlers,
  })
  client = createSafeAppsClient({ window: frames.appWindow })
  provider = createSafeAppProvider(client, { safe: { ...safeInfo, chainId: devnet.chainId } })
})

afterAll(async () => {
  client?.destroy()
  await frames?.close()
  await devnet?.stop()
})

beforeEach(() => {
  for (const spy of Object.values(spies)) spy.mockClear()
})

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error as SafeAppsError,
  )

describe('createSafeAppProvider', () => {
  it('accounts and chain are the Safe’s', async () => {
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([SAFE_ADDRESS])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([SAFE_ADDRESS])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'net_version' })).toBe('31337')
  })

  it('personal_sign and eth_sign only for the Safe’s address', async () => {
    for (const request of [
      { method: 'personal_sign', params: ['0x68656c6c6f', OWNER] },
      { method: 'eth_sign', params: [OWNER, SAFE_TX_HASH] },
      { method: 'eth_sign', params: [SAFE_ADDRESS, 'not hex'] },
    ]) {
      expect((await errorOf(provider.request(request))).message).toBe(
        'The address or message hash is invalid',
      )
    }
    expect(spies.signMessage).not.toHaveBeenCalled()
    const lower = SAFE_ADDRESS.toLowerCase()
    expect(
      await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', lower] }),
    ).toBe('0xfeed')
    expect(
      await provider.request({ method: 'eth_sign', params: [SAFE_ADDRESS, SAFE_TX_HASH] }),
    ).toBe('0xfeed')
    // Hex-encoded UTF-8 goes to the wallet as the text it encodes; raw bytes stay hex.
    await provider.request({ method: 'personal_sign', params: ['0xff00', SAFE_ADDRESS] })
    expect(spies.signMessage.mock.calls.map((call) => call[0])).toEqual([
      { message: 'hello' },
      { message: SAFE_TX_HASH },
      { message: '0xff00' },
    ])
  })

  it('eth_signTypedData(_v4) only for the Safe’s address; no signature yet answers 0x', async () => {
    for (const method of ['eth_signTypedData', 'eth_signTypedData_v4']) {
      const error = await errorOf(provider.request({ method, params: [OWNER, typedData] }))
      expect(error.message).toBe('The address is invalid')
    }
    const answer = await provider.request({
      method: 'eth_signTypedData_v4',
      params: [SAFE_ADDRESS, JSON.stringify(typedData)],
    })
    expect(answer).toBe('0x')
    expect(spies.signTypedMessage.mock.calls[0]?.[0]).toEqual({ typedData })
  })

  it('eth_sendTransaction proposes through txs.send (gas → safeTxGas)', async () => {
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: SAFE_ADDRESS, to: OWNER, value: '0x10', gas: '0x5208' }],
    })
    expect(hash).toBe(SAFE_TX_HASH)
    expect(spies.sendTransactions.mock.calls[0]?.[0]).toEqual({
      txs: [{ to: OWNER, value: '16', data: '0x' }],
      params: { safeTxGas: 21_000 },
    })
  })

  it('transaction lookups map a safeTxHash to the executed transaction', async () => {
    const receipt = (await provider.request({
      method: 'eth_getTransactionReceipt',
      params: [SAFE_TX_HASH],
    })) as { transactionHash: string; status: string; blockNumber: string }
    expect(receipt.transactionHash).toBe(SAFE_TX_HASH)
    expect(receipt.status).toBe('0x1')
    const tx = (await provider.request({
      method: 'eth_getTransactionByHash',
      params: [SAFE_TX_HASH],
    })) as {
      hash: string
      to: string
    }
    expect(tx.hash).toBe(SAFE_TX_HASH)
    expect(tx.to.toLowerCase()).toBe(SAFE_ADDRESS.toLowerCase())
    expect(spies.rpcCall.mock.calls.map((call) => call[0].params[0])).toEqual([
      executedHash,
      executedHash,
    ])
    // A plain transaction hash is not a Safe transaction: it is looked up as it is.
    const direct = (await provider.request({
      method: 'eth_getTransactionReceipt',
      params: [executedHash],
    })) as { transactionHash: string }
    expect(direct.transactionHash).toBe(executedHash)
  })

  it('reads pass through rpcCall with the block tag defaulting to latest', async () => {
    const balance = await provider.request({ method: 'eth_getBalance', params: [SAFE_ADDRESS] })
    expect(balance).toBe('0x1')
    expect(spies.rpcCall.mock.calls[0]?.[0]).toEqual({
      call: 'eth_getBalance',
      params: [SAFE_ADDRESS, 'latest'],
    })
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
  })

  it('anything else is "<method>" not implemented (code 4200)', async () => {
    for (const method of ['eth_coinbase', 'wallet_switchEthereumChain', 'eth_sendRawTransaction']) {
      const error = await errorOf(provider.request({ method }))
      expect(error.message).toBe(`"${method}" not implemented`)
      expect(error.code).toBe(4200)
    }
  })

  it('announces connect to listeners, and disconnect when told', async () => {
    const other = createSafeAppProvider(client, { safe: safeInfo })
    const onConnect = vi.fn()
    const onDisconnect = vi.fn()
    other.on('connect', onConnect).on('disconnect', onDisconnect)
    await Promise.resolve()
    expect(onConnect).toHaveBeenCalledWith({ chainId: '0x7a69' })
    other.disconnect()
    other.removeListener('disconnect', onDisconnect)
    other.disconnect()
    expect(onDisconnect).toHaveBeenCalledTimes(1)
  })
})

describe('as a viem custom transport', () => {
  it('a wallet client sends, signs and waits for the receipt of the Safe transaction', async () => {
    const walletClient = createWalletClient({ transport: custom(provider) })
    const [account] = await walletClient.getAddresses()
    expect(account).toBe(SAFE_ADDRESS)
    expect(await walletClient.getChainId()).toBe(devnet.chainId)
    const hash = await walletClient.sendTransaction({
      account: SAFE_ADDRESS,
      chain: null,
      to: OWNER,
      value: parseEther('0.5'),
      data: stringToHex('hi'),
    })
    expect(hash).toBe(SAFE_TX_HASH)
    expect(spies.sendTransactions.mock.calls[0]?.[0]).toMatchObject({
      txs: [{ to: OWNER, value: parseEther('0.5').toString(), data: stringToHex('hi') }],
    })
    expect(await walletClient.signMessage({ account: SAFE_ADDRESS, message: 'hello' })).toBe(
      '0xfeed',
    )
    expect(spies.signMessage.mock.calls[0]?.[0]).toEqual({ message: 'hello' })
    await walletClient.signTypedData({
      account: SAFE_ADDRESS,
      domain: { name: 'Demo', version: '1', chainId: 31337 },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'typed' },
    })
    expect(spies.signTypedMessage.mock.calls[0]?.[0]).toMatchObject({
      typedData: { primaryType: 'Note', message: { text: 'typed' } },
    })

    const publicClient = createPublicClient({ transport: custom(provider) })
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await publicClient.getBalance({ address: SAFE_ADDRESS })).toBe(1n)
  })
})
