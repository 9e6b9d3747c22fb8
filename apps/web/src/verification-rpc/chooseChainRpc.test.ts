import type { EIP1193Provider } from 'viem'
import { describe, expect, it } from 'vitest'
import { chainRpcUrls, chooseChainRpc } from './chooseChainRpc'
import { chooseVerificationRpc } from './chooseVerificationRpc'
import type { WalletProviderState } from './walletProviderStore'

const keyed = { authentication: 'API_KEY_PATH', value: 'https://mainnet.infura.io/v3/' }
const publicRpc = {
  authentication: 'NO_AUTHENTICATION',
  value: 'https://ethereum-rpc.publicnode.com',
}
const wallet: WalletProviderState = {
  provider: { request: async () => null } as unknown as EIP1193Provider,
  chainId: 1,
  connectorId: 'injected',
  connectorName: 'Injected',
}

describe('the RPC URLs of a chain config', () => {
  it('uses a keyed URL only with the build’s key, appended to its path, then the public one', () => {
    const chain = { rpcUri: keyed, publicRpcUri: publicRpc }
    expect(chainRpcUrls(chain, undefined)).toEqual(['https://ethereum-rpc.publicnode.com'])
    expect(chainRpcUrls(chain, 'k3y')).toEqual([
      'https://mainnet.infura.io/v3/k3y',
      'https://ethereum-rpc.publicnode.com',
    ])
    // A key cannot break out of the path.
    expect(chainRpcUrls(chain, 'a/b?c')[0]).toBe('https://mainnet.infura.io/v3/a%2Fb%3Fc')
  })

  it('keeps an unkeyed rpcUri first, lists each URL once and drops non-http ones', () => {
    const devnet = { authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1:8545' }
    expect(chainRpcUrls({ rpcUri: devnet, publicRpcUri: devnet }, 'k')).toEqual([
      'http://127.0.0.1:8545',
    ])
    expect(
      chainRpcUrls(
        {
          rpcUri: { authentication: 'NO_AUTHENTICATION', value: 'javascript:alert(1)' },
          publicRpcUri: { authentication: 'NO_AUTHENTICATION', value: 'wss://x.example' },
        },
        'k',
      ),
    ).toEqual([])
  })
})

describe('the app’s RPC policy', () => {
  const publicUrls = ['https://a.example', 'https://b.example']

  it('prefers the wallet on that chain, then the user’s RPC, then the public URLs', () => {
    const args = { chainId: '1', purpose: 'read' as const, publicUrls }
    expect(chooseChainRpc({ ...args, wallet, pinnedUrl: 'https://mine.example' })).toMatchObject({
      source: 'wallet',
      label: "your wallet's RPC (Injected)",
    })
    // A wallet on another chain does not count.
    expect(
      chooseChainRpc({
        ...args,
        wallet: { ...wallet, chainId: 10 },
        pinnedUrl: 'https://mine.example',
      }),
    ).toMatchObject({ source: 'pinned', pinnedUrl: 'https://mine.example' })
    expect(chooseChainRpc({ ...args, wallet: undefined, pinnedUrl: undefined })).toMatchObject({
      source: 'public',
      urls: publicUrls,
      label: "the chain's public RPC",
    })
    expect(
      chooseChainRpc({ ...args, publicUrls: [], wallet: undefined, pinnedUrl: undefined }),
    ).toMatchObject({ source: 'none' })
  })

  it('never sends a verification read to the URLs the gateway named', () => {
    const verify = { chainId: '1', purpose: 'verify' as const, publicUrls }
    expect(chooseChainRpc({ ...verify, wallet: undefined, pinnedUrl: undefined })).toEqual({
      source: 'none',
      label: 'no independent RPC',
      key: 'none',
    })
    expect(chooseVerificationRpc('1', undefined, undefined).source).toBe('none')
    expect(chooseVerificationRpc('1', undefined, 'https://mine.example').source).toBe('pinned')
    expect(chooseVerificationRpc('1', wallet, 'https://mine.example').source).toBe('wallet')
  })

  it('keys a choice by its RPC, so clients and query keys change with it', () => {
    const read = { chainId: '1', purpose: 'read' as const, wallet: undefined, pinnedUrl: undefined }
    expect(chooseChainRpc({ ...read, publicUrls }).key).not.toBe(
      chooseChainRpc({ ...read, publicUrls: ['https://a.example'] }).key,
    )
  })
})
