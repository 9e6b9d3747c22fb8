import { startTestDevnet, TEST_ACCOUNTS, type TestDevnet } from '@assent/test'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  erc20Abi,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Connector, createConfig, injected } from 'wagmi'
import { connect, sendTransaction, signMessage, switchChain } from 'wagmi/actions'
import { describeWalletError } from './errors'
import { createDevnetProvider, type DevnetProvider } from './runtime/devnet/createDevnetProvider'
import { DEVNET_TEST_PRIVATE_KEYS } from './runtime/devnet/devnetAccounts'
import { devnetConnector } from './runtime/devnet/devnetConnector'

// SPEC §8's chain errors as wagmi 2 and viem 2 really throw them: each error below comes from
// calling the library in the failing situation (a wallet on anvil), none is written by hand.

let devnet: TestDevnet
let devnetChain: Chain
/** A network the app offers but the wallet does not know (same RPC: nothing is sent to it). */
let otherChain: Chain
const recipient = TEST_ACCOUNTS[5]?.address as Address

beforeAll(async () => {
  devnet = await startTestDevnet({ deploy: false })
  const chain = (id: number, name: string) =>
    defineChain({
      id,
      name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [devnet.rpcUrl] } },
    })
  devnetChain = chain(devnet.chainId, 'Assent Devnet')
  otherChain = chain(10_200, 'Other Testnet')
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})

function devnetProvider(): DevnetProvider {
  return createDevnetProvider({
    chain: devnetChain,
    rpcUrl: devnet.rpcUrl,
    privateKeys: DEVNET_TEST_PRIVATE_KEYS,
  })
}

/** A wagmi config whose Browser Wallet (wagmi's injected connector) is `provider`, connected. */
async function connectedBrowserWallet(provider: DevnetProvider = devnetProvider()) {
  const config = createConfig({
    chains: [devnetChain, otherChain],
    connectors: [
      injected({ target: () => ({ id: 'injected', name: 'Browser Wallet', provider }) }),
    ],
    transports: { [devnetChain.id]: http(), [otherChain.id]: http() },
    storage: null,
  })
  const connector = config.connectors[0] as Connector
  await connect(config, { connector })
  return config
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (error: unknown) => error,
  )

describe('describeWalletError with the errors wagmi and viem throw', () => {
  it('says "Error adding chain" when the wallet fails to add a network, which wagmi calls a rejection', async () => {
    // The Devnet test account answers 4902 to the switch and 4200 to wallet_addEthereumChain.
    const config = await connectedBrowserWallet()
    const error = await failureOf(switchChain(config, { chainId: otherChain.id }))
    expect((error as Error).name).toBe('UserRejectedRequestError')

    const description = describeWalletError(error, 'switchChain')
    expect(description).toMatchObject({
      title: 'Error adding chain',
      specText: 'Error adding chain',
      rejected: false,
      retry: true,
    })
    expect(description.message).toBe(
      'Error adding chain. Your wallet could not add this network (it said: The Devnet test account cannot add networks.). Add it in your wallet by hand, then try again.',
    )
  })

  it('keeps a refused add-network prompt a rejection', async () => {
    const provider = devnetProvider()
    const refusing: DevnetProvider = Object.assign(Object.create(provider) as DevnetProvider, {
      request: (args: { method: string; params?: unknown }) =>
        args.method === 'wallet_addEthereumChain'
          ? Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
          : provider.request(args as never),
    })
    const config = await connectedBrowserWallet(refusing)
    const error = await failureOf(switchChain(config, { chainId: otherChain.id }))
    expect(describeWalletError(error, 'switchChain')).toMatchObject({
      specText: 'User rejected request',
      rejected: true,
      retry: false,
    })
  })

  it('says "Chain X not configured for connector Y." for a switch to a chain the app lacks', async () => {
    const config = await connectedBrowserWallet()
    // A chain id the config does not have: the wallet is never asked.
    const error = await failureOf(switchChain(config, { chainId: 10 } as never))
    expect(
      describeWalletError(error, 'switchChain', { chainId: 10, connectorName: 'Browser Wallet' }),
    ).toMatchObject({
      title: 'Error switching chain',
      specText: 'Chain 10 not configured for connector Browser Wallet.',
      retry: false,
    })
    // Without the names the caller knows, the spec's chain-not-configured text.
    expect(describeWalletError(error, 'switchChain').specText).toBe('Chain not configured.')
  })

  it('says the same of the Development wallet, which words it as wagmi does', async () => {
    const config = createConfig({
      chains: [devnetChain],
      connectors: [devnetConnector({ chain: devnetChain, rpcUrl: devnet.rpcUrl })],
      transports: { [devnetChain.id]: http() },
      storage: null,
    })
    await connect(config, { connector: config.connectors[0] as Connector })
    const error = await failureOf(switchChain(config, { chainId: 10 } as never))
    expect(
      describeWalletError(error, 'switchChain', {
        chainId: 10,
        connectorName: 'Devnet test account',
      }).message,
    ).toMatch(/^Chain 10 not configured for connector Devnet test account\. /)
  })

  it('says "Chain mismatch: Expected X, received Y." for a transaction on another chain than the wallet', async () => {
    const config = await connectedBrowserWallet()
    // wagmi leaves the check to viem, whose ChainMismatchError comes wrapped.
    const error = await failureOf(
      sendTransaction(config, { chainId: otherChain.id, to: recipient, value: 1n }),
    )
    expect((error as Error).name).toBe('TransactionExecutionError')
    const chainName = (id: number) => config.chains.find((c) => c.id === id)?.name
    const description = describeWalletError(error, 'sendTransaction', { chainName })
    expect(description).toMatchObject({
      specText: 'Chain mismatch: Expected Other Testnet, received Assent Devnet.',
      retry: true,
    })
    expect(description.message).toContain(
      'Your wallet is on Assent Devnet, but this needs Other Testnet',
    )
    // Without names, the ids.
    expect(describeWalletError(error, 'sendTransaction').specText).toBe(
      `Chain mismatch: Expected chain ${otherChain.id}, received chain ${devnetChain.id}.`,
    )
  })

  it('says the same when wagmi finds the wallet moved to another chain without telling', async () => {
    const provider = devnetProvider()
    let walletChainId = devnetChain.id
    const moving: DevnetProvider = Object.assign(Object.create(provider) as DevnetProvider, {
      request: (args: { method: string; params?: unknown }) =>
        args.method === 'eth_chainId'
          ? Promise.resolve(`0x${walletChainId.toString(16)}`)
          : provider.request(args as never),
    })
    const config = await connectedBrowserWallet(moving)
    walletChainId = otherChain.id
    const error = await failureOf(signMessage(config, { message: 'hello' }))
    expect((error as Error).name).toBe('ConnectorChainMismatchError')
    const chainName = (id: number) => config.chains.find((c) => c.id === id)?.name
    expect(describeWalletError(error, 'signMessage', { chainName }).specText).toBe(
      'Chain mismatch: Expected Assent Devnet, received Other Testnet.',
    )
    expect(describeWalletError(error, 'signMessage').specText).toBe(
      `Chain mismatch: Expected chain ${devnetChain.id}, received chain ${otherChain.id}.`,
    )
  })

  it('says the same when viem finds the wallet on another chain than the transaction', async () => {
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEVNET_TEST_PRIVATE_KEYS[0] as `0x${string}`).address,
      chain: devnetChain,
      transport: custom(devnetProvider()),
    })
    const error = await failureOf(
      wallet.sendTransaction({ chain: otherChain, to: recipient, value: 1n }),
    )
    expect(
      describeWalletError(error, 'sendTransaction', {
        chainName: (id) => (id === devnetChain.id ? devnetChain.name : undefined),
      }).specText,
    ).toBe('Chain mismatch: Expected Other Testnet, received Assent Devnet.')
  })

  it('says "Chain X does not support multicall" for a multicall on a chain without multicall3', async () => {
    const client = createPublicClient({ chain: devnetChain, transport: http() })
    const error = await failureOf(
      client.multicall({
        contracts: [
          { address: recipient, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] },
        ],
      }),
    )
    expect((error as Error).name).toBe('ChainDoesNotSupportContract')
    const description = describeWalletError(error)
    expect(description.specText).toBe('Chain Assent Devnet does not support multicall')
    expect(description.message).toMatch(/^Chain Assent Devnet does not support multicall\. /)
  })

  it('says "Connector not found" when there is no browser wallet (wagmi: "Provider not found.")', async () => {
    expect('ethereum' in window).toBe(false)
    const config = createConfig({
      chains: [devnetChain],
      connectors: [injected()],
      transports: { [devnetChain.id]: http() },
      storage: null,
    })
    const error = await failureOf(connect(config, { connector: config.connectors[0] as Connector }))
    expect((error as Error).name).toBe('ProviderNotFoundError')
    expect(describeWalletError(error, 'connect')).toMatchObject({
      specText: 'Connector not found',
      retry: false,
      rejected: false,
    })
  })
})
