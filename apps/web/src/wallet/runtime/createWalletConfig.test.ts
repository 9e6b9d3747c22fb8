import type { ChainInfo } from '@assent/gateway-client'
import { describe, expect, it } from 'vitest'
import { createWalletConfig, walletChains } from './createWalletConfig'

const chain = (chainId: string, shortName: string) =>
  ({
    chainId,
    chainName: shortName,
    shortName,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
    rpcUri: { authentication: 'NO_AUTHENTICATION', value: `http://127.0.0.1:8545/${chainId}` },
    publicRpcUri: {
      authentication: 'NO_AUTHENTICATION',
      value: `http://127.0.0.1:8545/${chainId}`,
    },
    blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
  }) as ChainInfo

describe('walletChains', () => {
  it('adds mainnet and Goerli after the gateway chains, once', () => {
    expect(walletChains([chain('100', 'gno'), chain('1', 'eth')]).map((c) => c.id)).toEqual([
      100, 1, 5,
    ])
  })

  it('keeps a devnet-only list local (no mainnet RPC lookups offline)', () => {
    expect(walletChains([chain('31337', 'devnet')]).map((c) => c.id)).toEqual([31337])
  })

  it('falls back to mainnet and Goerli without gateway chains', () => {
    expect(walletChains([]).map((c) => c.id)).toEqual([1, 5])
  })
})

describe('createWalletConfig', () => {
  it('lists the Popular wallets in the spec order and the Development wallet only with the devnet', () => {
    // RainbowKit shows each wallet's own details (rkDetails), not the underlying connector's name.
    const names = (chains: ChainInfo[]) =>
      createWalletConfig(chains)
        .connectors.map(
          (c) =>
            (
              c as unknown as {
                rkDetails: {
                  name: string
                  groupName: string
                  isWalletConnectModalConnector?: boolean
                }
              }
            ).rkDetails,
        )
        // RainbowKit adds a hidden second WalletConnect connector for its own QR modal.
        .filter((w) => !w.isWalletConnectModalConnector)
    const popular = [
      'Browser Wallet',
      'Safe',
      'Rainbow',
      'Coinbase Wallet',
      'MetaMask',
      'WalletConnect',
      'Brave Wallet',
    ]
    const withDevnet = names([chain('31337', 'devnet')])
    expect(withDevnet.filter((w) => w.groupName === 'Popular').map((w) => w.name)).toEqual(popular)
    expect(withDevnet.filter((w) => w.groupName === 'Development').map((w) => w.name)).toEqual([
      'Devnet test account (TEST KEYS)',
    ])
    expect(names([chain('1', 'eth')]).map((w) => w.groupName)).not.toContain('Development')
  })
})
