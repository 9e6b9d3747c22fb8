import { steadyReceiptActions } from '@assent/core'
import type { ChainInfo } from '@assent/gateway-client'
import { connectorsForWallets, type Wallet, type WalletList } from '@rainbow-me/rainbowkit'
import {
  braveWallet,
  coinbaseWallet,
  injectedWallet,
  metaMaskWallet,
  rainbowWallet,
  safeWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets'
import { type Chain, createClient } from 'viem'
import { mainnet } from 'viem/chains'
import { createConfig, createConnector, createStorage } from 'wagmi'
import { safe } from 'wagmi/connectors'
import {
  APP_NAME,
  config as appConfig,
  DEVNET_CHAIN_ID,
  SECOND_DEVNET_CHAIN_ID,
} from '../../kernel/config'
import { ledgerWallet } from '../hardware/ledger/ledgerWallet'
import { qrHardwareWallet } from '../hardware/qr/qrWallet'
import { withDeferredSdk } from './deferConnectorSdk'
import { devnetWallet } from './devnet/devnetWallet'
import { independentTransport } from './independentTransport'
import { toViemChain } from './toViemChain'
import { withUnsupportedState } from './withUnsupportedState'

/**
 * The wagmi config: the gateway's chains plus mainnet (walletChains), the "Popular" wallet
 * group of SPEC §1 in its order, and on the devnet a "Development" group with the TEST KEYS
 * wallet (on the build's devnet RPC). Reads go through the app's RPC policy
 * (independentTransport). Connector SDKs (WalletConnect,
 * Coinbase, MetaMask) load only when their wallet is chosen (deferConnectorSdk); a wallet that
 * cannot work here (Safe outside a frame, Brave Wallet outside Brave) stays in its place, shown
 * "(unsupported)" and refusing to connect (withUnsupportedState).
 */
export function createWalletConfig(gatewayChains: readonly ChainInfo[]) {
  const chains = walletChains(gatewayChains)
  const devnet = chains.find((chain) => chain.id === DEVNET_CHAIN_ID)
  // The build's devnet RPC, not the gateway's chain config: checks made through this wallet
  // must not depend on the gateway.
  const devnetRpc = appConfig.devnetRpcUrl

  const groups: WalletList = [
    {
      groupName: 'Popular',
      wallets: [
        injectedWallet,
        patientSafeWallet,
        rainbowWallet,
        coinbaseWallet,
        metaMaskWallet,
        walletConnectWallet,
        braveWallet,
      ].map((wallet) => withUnsupportedState(withDeferredSdk(wallet))),
    },
    // Hardware signers; each one's code loads only when it is picked (ledgerConnector,
    // qrConnector).
    {
      groupName: 'Hardware',
      wallets: [withUnsupportedState(ledgerWallet()), qrHardwareWallet],
    },
  ]
  if (devnet) {
    groups.push({
      groupName: 'Development',
      wallets: [devnetWallet({ chain: devnet, rpcUrl: devnetRpc })],
    })
  }

  const connectors = connectorsForWallets(groups, {
    appName: APP_NAME,
    projectId: appConfig.walletConnectProjectId,
  })

  return createConfig({
    chains: chains as [Chain, ...Chain[]],
    connectors,
    client: ({ chain }) =>
      createClient({
        chain,
        // toViemChain's URLs are the app's RPC policy for the chain config (chainRpcUrls).
        transport: independentTransport(chain.id, chain.rpcUrls.default.http),
        batch: { multicall: true },
        // SPEC §9: the wallet's default polling interval is 4 seconds.
        pollingInterval: 4_000,
        // A receipt wait must not hang on a chain that mines only on demand (the devnet): see
        // waitForReceipt.
      }).extend(steadyReceiptActions),
    storage: createStorage({ storage: globalThis.localStorage, key: 'assent.wagmi' }),
    ssr: false,
  })
}

/**
 * How long the Safe connector waits for the framing Safe wallet's `getSafeInfo` answer. wagmi's
 * default is 10 ms, which a busy machine or a wallet that reads before it answers misses, and
 * the connection then fails with "Could not load Safe information".
 */
export const SAFE_INFO_TIMEOUT_MS = 1_000

/** RainbowKit's Safe wallet (same id, name and icon), with {@link SAFE_INFO_TIMEOUT_MS}. */
function patientSafeWallet(): Wallet {
  const wallet = safeWallet()
  return {
    ...wallet,
    createConnector: (details) =>
      createConnector((config) => ({
        ...safe({ unstable_getInfoTimeout: SAFE_INFO_TIMEOUT_MS })(config),
        ...details,
      })),
  }
}

const DEVNET_CHAIN_IDS: ReadonlySet<number> = new Set([DEVNET_CHAIN_ID, SECOND_DEVNET_CHAIN_ID])

/**
 * Gateway chains first (their order), then mainnet if the gateway lacks it; never a network
 * that is shut down (Goerli, which SPEC §1 names, closed in 2024). A devnet-only gateway (one
 * or both devnet chains) does not get mainnet: with it RainbowKit looks up ENS names on
 * mainnet's public RPC, and the local stack must work (without console errors) offline.
 */
export function walletChains(gatewayChains: readonly ChainInfo[]): Chain[] {
  const mapped = gatewayChains.map((chain) => toViemChain(chain))
  if (mapped.length > 0 && mapped.every((chain) => DEVNET_CHAIN_IDS.has(chain.id))) return mapped
  const ids = new Set(mapped.map((chain) => chain.id))
  return ids.has(mainnet.id) ? mapped : [...mapped, mainnet]
}
