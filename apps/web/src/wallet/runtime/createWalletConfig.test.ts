import type { ChainInfo } from '@assent/gateway-client'
import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { connect, watchBlockNumber } from 'wagmi/actions'
import { testChainInfo } from '../../test-utils/fixtures'
import { startTestHttpServer } from '../../test-utils/startTestHttpServer'
import { createWalletConfig, walletChains } from './createWalletConfig'

const chain = (chainId: string, shortName: string) =>
  testChainInfo({ chainId, chainName: shortName, shortName }, `http://127.0.0.1:8545/${chainId}`)

describe('walletChains', () => {
  it('adds mainnet after the gateway chains, once, and never the shut-down Goerli', () => {
    expect(walletChains([chain('100', 'gno'), chain('1', 'eth')]).map((c) => c.id)).toEqual([
      100, 1,
    ])
    expect(walletChains([chain('100', 'gno')]).map((c) => c.id)).toEqual([100, 1])
  })

  it('keeps a devnet-only list local (no mainnet RPC lookups offline)', () => {
    expect(walletChains([chain('31337', 'devnet')]).map((c) => c.id)).toEqual([31337])
    expect(
      walletChains([chain('31337', 'devnet'), chain('31338', 'devnet2')]).map((c) => c.id),
    ).toEqual([31337, 31338])
  })

  it('falls back to mainnet without gateway chains', () => {
    expect(walletChains([]).map((c) => c.id)).toEqual([1])
  })
})

type RkDetails = {
  id: string
  name: string
  groupName: string
  installed?: boolean
  unsupportedReason?: string
  isWalletConnectModalConnector?: boolean
}

// RainbowKit shows each wallet's own details (rkDetails), not the underlying connector's name.
const walletsOf = (config: ReturnType<typeof createWalletConfig>) =>
  config.connectors
    .map((connector) => ({
      connector,
      details: (connector as unknown as { rkDetails: RkDetails }).rkDetails,
    }))
    // RainbowKit adds a hidden second WalletConnect connector for its own QR modal.
    .filter((w) => !w.details.isWalletConnectModalConnector)
const names = (chains: ChainInfo[]) => walletsOf(createWalletConfig(chains)).map((w) => w.details)

/** Runs `body` as if the page were in a frame of another window, in a Brave-like browser. */
function inFrameInBrave<T>(body: () => T): T {
  const win = window as unknown as Record<string, unknown>
  const parent = Object.getOwnPropertyDescriptor(window, 'parent')
  Object.defineProperty(window, 'parent', { value: {}, configurable: true })
  win.ethereum = { isBraveWallet: true, request: async () => null, on() {}, removeListener() {} }
  try {
    return body()
  } finally {
    if (parent) Object.defineProperty(window, 'parent', parent)
    delete win.ethereum
  }
}

describe('createWalletConfig', () => {
  afterEach(() => localStorage.clear())

  it('lists the Popular wallets in the spec order and the Development wallet only with the devnet', () => {
    const popular = [
      'Browser Wallet',
      'Safe (unsupported)',
      'Rainbow',
      'Coinbase Wallet',
      'MetaMask',
      'WalletConnect',
      'Brave Wallet (unsupported)',
    ]
    const withDevnet = names([chain('31337', 'devnet')])
    expect(withDevnet.filter((w) => w.groupName === 'Popular').map((w) => w.name)).toEqual(popular)
    expect(withDevnet.filter((w) => w.groupName === 'Development').map((w) => w.name)).toEqual([
      'Devnet test account (TEST KEYS)',
    ])
    expect(names([chain('1', 'eth')]).map((w) => w.groupName)).not.toContain('Development')
  })

  it('holds both hardware signers in one Hardware group, after Popular', () => {
    const wallets = names([chain('31337', 'devnet')])
    expect([...new Set(wallets.map((w) => w.groupName))]).toEqual([
      'Popular',
      'Hardware',
      'Development',
    ])
    // No WebHID here (happy-dom), so the Ledger is listed as unsupported, with why.
    expect(wallets.filter((w) => w.groupName === 'Hardware').map((w) => w.name)).toEqual([
      'Ledger (unsupported)',
      'QR signer (air-gapped)',
    ])
  })
})

describe('unsupported wallets (SPEC §2)', () => {
  afterEach(() => localStorage.clear())

  it('keeps Safe outside a frame and Brave Wallet outside Brave, visible and refusing to connect', async () => {
    const config = createWalletConfig([chain('31337', 'devnet')])
    const wallets = walletsOf(config)
    const unsupported = wallets.filter(
      (w) => w.details.groupName === 'Popular' && w.details.unsupportedReason,
    )
    expect(unsupported.map((w) => [w.details.id, w.details.name])).toEqual([
      ['safe', 'Safe (unsupported)'],
      ['brave', 'Brave Wallet (unsupported)'],
    ])
    // Not `installed: false`: RainbowKit would drop them from its list (no download page).
    for (const w of unsupported) expect(w.details.installed).toBeUndefined()

    const safe = unsupported[0]?.connector
    if (!safe) throw new Error('no Safe connector')
    await expect(connect(config, { connector: safe })).rejects.toThrow(
      'Safe can be used only when this page is open inside a Safe (in a frame).',
    )
    await expect(safe.getChainId()).rejects.toThrow('inside a Safe')
    await expect(safe.isAuthorized()).resolves.toBe(false)
    expect(config.state.status).toBe('disconnected')
    const brave = unsupported[1]?.connector
    await expect(brave?.connect()).rejects.toThrow('only in the Brave browser')
  })

  it('offers Safe inside a frame and Brave Wallet in Brave as they are', () => {
    const details = inFrameInBrave(() => names([chain('31337', 'devnet')]))
    const popular = details.filter((w) => w.groupName === 'Popular')
    expect(popular.map((w) => w.name)).toEqual([
      'Browser Wallet',
      'Safe',
      'Rainbow',
      'Coinbase Wallet',
      'MetaMask',
      'WalletConnect',
      'Brave Wallet',
    ])
    expect(popular.filter((w) => w.unsupportedReason)).toEqual([])
  })
})

describe('wallet polling (SPEC §9: 4 seconds)', () => {
  it('polls the chain every 4 s, through the chain’s public RPC when nothing else is set', async () => {
    const polledAt: number[] = []
    const node = await startTestHttpServer(({ body }) => {
      const call = JSON.parse(body) as { id: number; method: string }
      if (call.method === 'eth_blockNumber') polledAt.push(performance.now())
      return { json: { jsonrpc: '2.0', id: call.id, result: `0x${polledAt.length}` } }
    })
    onTestFinished(node.close)
    const config = createWalletConfig([testChainInfo({}, node.url)])
    expect(config.getClient({ chainId: 31337 }).pollingInterval).toBe(4_000)
    const seen: bigint[] = []
    const unwatch = watchBlockNumber(config, {
      chainId: 31337,
      poll: true,
      emitOnBegin: true,
      onBlockNumber: (block) => seen.push(block),
    })
    // Until the page has the second block, not until the node got the second poll: a CI run
    // under load stopped watching between the two and saw one block.
    await expect.poll(() => seen.length, { timeout: 20_000, interval: 100 }).toBe(2)
    unwatch()
    const gap = (polledAt[1] as number) - (polledAt[0] as number)
    expect(gap).toBeGreaterThanOrEqual(3_900)
    // One interval, not two: below 8 s leaves a busy machine's late timers room.
    expect(gap).toBeLessThan(7_900)
    expect(seen).toEqual([1n, 2n])
  }, 30_000)
})
