import type { ChainInfo, MasterCopyReply } from '@assent/gateway-client'
import type { Address } from 'viem'

/** A Safe singleton the gateway recognises, for version detection and master-copies. */
export type MasterCopy = MasterCopyReply & { l2: boolean }

/** How the indexer follows a chain. */
export type IndexerSettings = {
  /** First block to scan on an empty database. */
  startBlock: number
  pollIntervalMs: number
  /**
   * With a `wsRpcUrl` (new heads pushed): at rest, look anyway this often. Keeps the synced head
   * fresh for the response cache (under 2 s: freshSyncedHead.ts) and bounds the delay a socket
   * that died without a word can cause.
   */
  headsHeartbeatMs: number
  /** Most blocks fetched by one eth_getLogs call. */
  blockRange: number
  /** How many recent block hashes are kept to detect a reorg. */
  reorgDepth: number
}

/**
 * Fiat prices per unit, keyed by lower-case ISO currency code (`usd`, `eur`…). Tokens are keyed
 * by checksummed address, or by upper-case symbol for local chains whose addresses vary.
 */
export type PriceTable = {
  native: Record<string, number>
  tokens: Record<string, Record<string, number>>
}

/** Everything the gateway knows about one chain: the public ChainInfo plus server-side settings. */
export type ChainConfig = {
  info: ChainInfo
  /** RPC URL the gateway itself uses (may differ from the public one in `info`). */
  rpcUrl: string
  /**
   * A WebSocket RPC URL of the same node: the indexer subscribes to new heads there and, at
   * rest, waits for them instead of polling `rpcUrl` (it still polls when the socket is down).
   */
  wsRpcUrl?: string | undefined
  masterCopies: MasterCopy[]
  proxyFactories: Address[]
  indexer: IndexerSettings
  prices: PriceTable
}
