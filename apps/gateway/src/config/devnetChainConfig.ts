import {
  SAFE_1_1_1_DEPLOYMENTS,
  SAFE_1_2_0_DEPLOYMENTS,
  SAFE_1_3_0_EIP155_DEPLOYMENTS,
  SAFE_DEPLOYMENTS,
} from '@assent/core'
import type { Address } from 'viem'
import type { ChainConfig, IndexerSettings, MasterCopy, PriceTable } from './chainConfig'
import { defaultChainInfo } from './defaultChainInfo'

const SAFE_REPO = 'https://github.com/safe-global/safe-smart-account'

/** The Safe singletons at their canonical addresses: 1.4.1 and 1.3.0 (both flavours), 1.2.0, 1.1.1. */
export function canonicalMasterCopies(): MasterCopy[] {
  const entry = (address: Address, version: string, l2: boolean): MasterCopy => ({
    address,
    version,
    deployer: 'Safe',
    deployerRepoUrl: SAFE_REPO,
    l2,
  })
  const v141 = SAFE_DEPLOYMENTS['1.4.1']
  const v130 = SAFE_DEPLOYMENTS['1.3.0']
  // 1.3.0 is what most deployed Safes run: canonical, and the EIP-155 build of chains that
  // could not replay the canonical deployment; 1.2.0 and 1.1.1 are what older treasuries
  // still run (both created by the 1.1.1 ProxyFactory).
  return [
    entry(v141.safeL2, '1.4.1', true),
    entry(v141.safe, '1.4.1', false),
    entry(v130.safeL2, '1.3.0', true),
    entry(v130.safe, '1.3.0', false),
    entry(SAFE_1_3_0_EIP155_DEPLOYMENTS.safeL2, '1.3.0', true),
    entry(SAFE_1_3_0_EIP155_DEPLOYMENTS.safe, '1.3.0', false),
    entry(SAFE_1_2_0_DEPLOYMENTS.safe, '1.2.0', false),
    entry(SAFE_1_1_1_DEPLOYMENTS.safe, '1.1.1', false),
  ]
}

export const DEFAULT_INDEXER_SETTINGS: IndexerSettings = {
  startBlock: 0,
  pollIntervalMs: 250,
  headsHeartbeatMs: 1_500,
  blockRange: 2000,
  reorgDepth: 64,
}

/**
 * The devnet's price table: ETH and the demo tokens the devnet seeds (Assent USD, Assent
 * Token), by symbol because their addresses depend on the deployment.
 */
export const DEVNET_PRICES: PriceTable = {
  native: { usd: 3000, eur: 2760, gbp: 2370, chf: 2640, jpy: 462000, cad: 4150, aud: 4600 },
  tokens: {
    AUSD: { usd: 1, eur: 0.92, gbp: 0.79, chf: 0.88, jpy: 154, cad: 1.38, aud: 1.53 },
    AST: { usd: 2.5, eur: 2.3, gbp: 1.975, chf: 2.2, jpy: 385, cad: 3.45, aud: 3.825 },
  },
}

/** How a devnet chain is named: chain id (decimal), name, EIP-3770 short name. */
export type DevnetChainName = { chainId: string; chainName: string; shortName: string }

/** The devnet's first chain (anvil's default chain id). */
export const FIRST_DEVNET_CHAIN: DevnetChainName = {
  chainId: '31337',
  chainName: 'Assent Devnet',
  shortName: 'devnet',
}

/** The devnet's second chain: the same contracts, tokens and demo Safe address on chain 31338. */
export const SECOND_DEVNET_CHAIN: DevnetChainName = {
  chainId: '31338',
  chainName: 'Assent Devnet 2',
  shortName: 'devnet2',
}

/**
 * An Assent devnet chain (anvil; chain 31337 unless told) with the canonical Safe 1.4.1, 1.3.0,
 * 1.2.0 and 1.1.1 contracts.
 */
export function devnetChainConfig(
  rpcUrl: string,
  chain: DevnetChainName = FIRST_DEVNET_CHAIN,
): ChainConfig {
  return {
    info: defaultChainInfo({ ...chain, rpcUrl }),
    rpcUrl,
    // anvil answers WebSocket RPC on the same port.
    wsRpcUrl: rpcUrl.replace(/^http/, 'ws'),
    masterCopies: canonicalMasterCopies(),
    proxyFactories: [
      SAFE_DEPLOYMENTS['1.4.1'].safeProxyFactory,
      SAFE_DEPLOYMENTS['1.3.0'].safeProxyFactory,
      // Creates 1.1.1 and 1.2.0 Safes alike.
      SAFE_1_1_1_DEPLOYMENTS.safeProxyFactory,
    ],
    indexer: DEFAULT_INDEXER_SETTINGS,
    prices: DEVNET_PRICES,
  }
}
