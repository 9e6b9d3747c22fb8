import {
  connect,
  createConfig,
  disconnect,
  getAccount,
  sendTransaction,
  signMessage,
} from '@wagmi/core'
import { defineChain, http } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createAppHost } from '../host/createAppHost'
import { createFramePair, type FramePair } from '../test-utils/createFramePair'
import { OWNER, SAFE_ADDRESS, SAFE_TX_HASH, safeInfo } from '../test-utils/fixtures'
import { safeAppConnector } from './safeAppConnector'

const devnet = defineChain({
  id: 31337,
  name: 'Assent Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

let frames: FramePair

beforeEach(() => {
  frames = createFramePair()
})
afterEach(async () => {
  await frames.close()
})

const configWith = (connector: ReturnType<typeof safeAppConnector>) =>
  createConfig({
    chains: [devnet],
    connectors: [connector],
    transports: { [devnet.id]: http() },
    storage: null,
    multiInjectedProviderDiscovery: false,
  })

describe('safeAppConnector (wagmi)', () => {
  it('connects as the Safe and signs and sends through the wallet', async () => {
    createAppHost({
      iframe: frames.iframe,
      appUrl: frames.appOrigin,
      window: frames.hostWindow,
      handlers: {
        getSafeInfo: () => safeInfo,
        signMessage: ({ message }) => ({
          messageHash: SAFE_TX_HASH,
          signature: `0x${message.length.toString(16).padStart(2, '0')}`,
        }),
        sendTransactions: () => ({ safeTxHash: SAFE_TX_HASH }),
      },
    })
    const config = configWith(safeAppConnector({ window: frames.appWindow as never }))
    const connector = config.connectors[0]!
    expect([connector.id, connector.name, connector.type]).toEqual(['safe', 'Safe', 'safe'])
    const result = await connect(config, { connector })
    expect(result).toEqual({ accounts: [SAFE_ADDRESS], chainId: 31337 })
    expect(await connector.connect({ withCapabilities: true })).toEqual({
      accounts: [{ address: SAFE_ADDRESS, capabilities: {} }],
      chainId: 31337,
    })
    expect(getAccount(config)).toMatchObject({ address: SAFE_ADDRESS, status: 'connected' })
    expect(await signMessage(config, { message: 'hello' })).toBe('0x05')
    expect(await sendTransaction(config, { to: OWNER, value: 0n, gas: null })).toBe(SAFE_TX_HASH)
    await disconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('is unavailable outside a frame, and when the parent does not answer as a Safe', async () => {
    const topLevel = { ...frames.appWindow }
    topLevel.parent = topLevel as never
    const outside = configWith(safeAppConnector({ window: topLevel as never }))
    await expect(connect(outside, { connector: outside.connectors[0]! })).rejects.toThrow(
      'Provider not found',
    )
    // Framed, but nobody answers getSafeInfo.
    const silent = configWith(
      safeAppConnector({ window: frames.appWindow as never, getInfoTimeoutMs: 30 }),
    )
    const connector = silent.connectors[0]!
    expect(await connector.isAuthorized()).toBe(false)
    await expect(connect(silent, { connector })).rejects.toThrow()
  })
})
