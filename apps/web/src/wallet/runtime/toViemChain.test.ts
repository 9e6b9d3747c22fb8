import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { testChainInfo } from '../../test-utils/fixtures'
import { toViemChain } from './toViemChain'

const devnet = testChainInfo({
  isTestnet: true,
  blockExplorerUriTemplate: {
    address: 'https://explorer.example/address/{{address}}',
    txHash: 'https://explorer.example/tx/{{txHash}}',
    api: '',
  },
})

describe('toViemChain', () => {
  it('maps id, name, currency, rpc and explorer', () => {
    const chain = toViemChain(devnet)
    expect(chain.id).toBe(31337)
    expect(chain.name).toBe('Assent Devnet')
    expect(chain.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(chain.blockExplorers?.default.url).toBe('https://explorer.example')
  })

  it('drops keyed and non-http RPC URLs and has no explorer without a template', () => {
    const chain = toViemChain({
      ...devnet,
      rpcUri: { authentication: 'API_KEY_PATH', value: 'https://mainnet.infura.io/v3/' },
      safeAppsRpcUri: { authentication: 'NO_AUTHENTICATION', value: 'wss://x' },
      blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
    })
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(chain.blockExplorers).toBeUndefined()
  })

  it('puts a keyed RPC first when the build carries its key (VITE_RPC_API_KEY)', () => {
    const chain = toViemChain(
      {
        ...devnet,
        rpcUri: { authentication: 'API_KEY_PATH', value: 'https://mainnet.infura.io/v3/' },
      },
      { rpcApiKey: 'k3y' },
    )
    expect(chain.rpcUrls.default.http).toEqual([
      'https://mainnet.infura.io/v3/k3y',
      'http://127.0.0.1:8545',
    ])
  })

  it('keeps viem’s contracts for a well-known chain id, and adds none for others', () => {
    const chain = toViemChain({ ...devnet, chainId: '1', chainName: 'Ethereum' })
    expect(chain.name).toBe('Ethereum')
    expect(chain.contracts?.ensUniversalResolver?.address).toBe(
      mainnet.contracts.ensUniversalResolver.address,
    )
    expect(chain.contracts?.multicall3?.address).toBe(mainnet.contracts.multicall3.address)
    // The gateway's RPC, not viem's default one, stays the transport.
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(toViemChain(devnet).contracts).toBeUndefined()
  })
})
