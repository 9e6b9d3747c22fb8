import { readFileSync } from 'node:fs'
import { type ChainInfo, EVENT_STREAM_FEATURE, type SafeAppData } from '@assent/gateway-client'
import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'
import type { ChainConfig } from './chainConfig'
import { defaultChainInfo } from './defaultChainInfo'
import {
  canonicalMasterCopies,
  DEFAULT_INDEXER_SETTINGS,
  devnetChainConfig,
  SECOND_DEVNET_CHAIN,
} from './devnetChainConfig'
import { defaultSafeApps } from './safeApps'

/** The chains the gateway serves and the Safe apps it lists. */
export type GatewayConfig = { chains: ChainConfig[]; safeApps: SafeAppData[] }

const address = z
  .string()
  .refine((v) => isAddress(v), 'not an address')
  .transform((v) => getAddress(v))

const fiatTable = z.record(z.string(), z.number().nonnegative())

const chainEntry = z.object({
  chainId: z.union([z.string().regex(/^\d+$/), z.number().int().positive()]).transform(String),
  chainName: z.string().min(1),
  shortName: z.string().regex(/^[a-z0-9-]+$/i),
  rpcUrl: z.url(),
  /** A WebSocket URL of the same node, for pushed new heads (see ChainConfig.wsRpcUrl). */
  wsRpcUrl: z.url({ protocol: /^wss?$/ }).optional(),
  /** The RPC URL wallets and the web app use; defaults to rpcUrl. */
  publicRpcUrl: z.url().optional(),
  /** Any ChainInfo fields to override (nativeCurrency, features, theme, contractAddresses…). */
  info: z.record(z.string(), z.unknown()).optional(),
  masterCopies: z
    .array(
      z.object({
        address,
        version: z.string(),
        l2: z.boolean().default(true),
        deployer: z.string().default('Safe'),
        deployerRepoUrl: z.string().default('https://github.com/safe-global/safe-smart-account'),
      }),
    )
    .optional(),
  proxyFactories: z.array(address).optional(),
  indexer: z
    .object({
      startBlock: z.number().int().nonnegative(),
      pollIntervalMs: z.number().int().positive(),
      headsHeartbeatMs: z.number().int().positive(),
      blockRange: z.number().int().positive(),
      reorgDepth: z.number().int().positive(),
    })
    .partial()
    .optional(),
  prices: z
    .object({ native: fiatTable.default({}), tokens: z.record(z.string(), fiatTable).default({}) })
    .optional(),
})

const configFile = z.object({
  chains: z.array(chainEntry).min(1),
  safeApps: z.array(z.record(z.string(), z.unknown())).optional(),
})

/**
 * Reads the gateway configuration: the chains file at `chainsConfigPath` when given, else the
 * devnet (RPC at `devnetRpcUrl`, and its second chain when `secondDevnetRpcUrl` is given).
 * Throws with the offending field when the file is invalid.
 */
export function loadGatewayConfig(p: {
  chainsConfigPath?: string | undefined
  devnetRpcUrl: string
  secondDevnetRpcUrl?: string | undefined
  demoAppUrl: string
}): GatewayConfig {
  if (!p.chainsConfigPath) {
    const chains = [devnetChainConfig(p.devnetRpcUrl)]
    if (p.secondDevnetRpcUrl) {
      chains.push(devnetChainConfig(p.secondDevnetRpcUrl, SECOND_DEVNET_CHAIN))
    }
    const chainIds = chains.map((chain) => chain.info.chainId)
    return { chains, safeApps: defaultSafeApps({ demoAppUrl: p.demoAppUrl, chainIds }) }
  }
  const parsed = configFile.safeParse(JSON.parse(readFileSync(p.chainsConfigPath, 'utf8')))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(
      `Invalid chains config ${p.chainsConfigPath}: ${issue?.path.join('.')}: ${issue?.message}`,
    )
  }
  const chains = parsed.data.chains.map(toChainConfig)
  const chainIds = chains.map((c) => c.info.chainId)
  const safeApps = parsed.data.safeApps
    ? (parsed.data.safeApps as SafeAppData[])
    : defaultSafeApps({ demoAppUrl: p.demoAppUrl, chainIds })
  return { chains, safeApps }
}

function toChainConfig(entry: z.output<typeof chainEntry>): ChainConfig {
  const base = defaultChainInfo({
    chainId: entry.chainId,
    chainName: entry.chainName,
    shortName: entry.shortName,
    rpcUrl: entry.publicRpcUrl ?? entry.rpcUrl,
  })
  const overrides = (entry.info ?? {}) as Partial<ChainInfo>
  const info: ChainInfo = {
    ...base,
    ...overrides,
    chainId: entry.chainId,
    // This gateway serves every chain's event stream, whatever features the operator lists.
    features: [...new Set([...(overrides.features ?? base.features), EVENT_STREAM_FEATURE])],
    contractAddresses: { ...base.contractAddresses!, ...overrides.contractAddresses },
  }
  return {
    info,
    rpcUrl: entry.rpcUrl,
    wsRpcUrl: entry.wsRpcUrl,
    masterCopies: entry.masterCopies ?? canonicalMasterCopies(),
    proxyFactories: entry.proxyFactories ?? [
      base.contractAddresses!.safeProxyFactoryAddress as Address,
    ],
    indexer: { ...DEFAULT_INDEXER_SETTINGS, ...entry.indexer },
    prices: entry.prices ?? { native: {}, tokens: {} },
  }
}
