import type { ChainInfo } from '@assent/gateway-client'
import type { WalletProviderState } from './walletProviderStore'

/**
 * What a read is for. `verify`: it checks what the gateway said (owners, signatures, token
 * decimals…), so it never goes through an RPC the gateway named. `read`: anything else the app
 * reads from a chain (a Safe App's `rpcCall`, wagmi's receipts and gas), which may fall back to
 * the chain config's RPCs.
 */
export type RpcPurpose = 'verify' | 'read'

/** Where a chain's reads go, in the order of the policy. */
export type ChainRpcSource = 'wallet' | 'pinned' | 'public' | 'none'

/** The RPC chosen for a chain, before any client is built (no viem code here). */
export type ChainRpcChoice = {
  source: ChainRpcSource
  /** "your wallet's RPC (…)", "your pinned RPC https://…", "the chain's public RPC", … */
  label: string
  /** Identifies the RPC, for query keys and client caching. */
  key: string
  wallet?: WalletProviderState
  pinnedUrl?: string
  /** For `public`: the URLs to try in order (viem `fallback`). */
  urls?: readonly string[]
}

const providerIds = new WeakMap<object, number>()
let nextProviderId = 1

/**
 * The app's one RPC policy for a chain: the connected wallet's own provider when it is on
 * `chainId`; else the RPC the user set for the chain (Settings → Verification RPC, stored in
 * this browser); else, for `read` only, the chain's public RPC URLs (`chainRpcUrls`), tried in
 * order. A `verify` read never reaches the gateway's URLs: a lying gateway would name an RPC
 * that agrees with it, so without a wallet or pinned RPC it gets `none`.
 * @example chooseChainRpc({ chainId: '1', purpose: 'read', wallet, pinnedUrl, publicUrls: chainRpcUrls(chain, key) })
 */
export function chooseChainRpc(parameters: {
  chainId: string
  purpose: RpcPurpose
  wallet: WalletProviderState | undefined
  pinnedUrl: string | undefined
  publicUrls?: readonly string[]
}): ChainRpcChoice {
  const { chainId, purpose, wallet, pinnedUrl, publicUrls = [] } = parameters
  if (wallet && String(wallet.chainId) === chainId) {
    let id = providerIds.get(wallet.provider)
    if (id === undefined) {
      id = nextProviderId++
      providerIds.set(wallet.provider, id)
    }
    return {
      source: 'wallet',
      label: `your wallet's RPC (${wallet.connectorName})`,
      key: `wallet:${wallet.connectorId}:${id}:${chainId}`,
      wallet,
    }
  }
  if (pinnedUrl) {
    return {
      source: 'pinned',
      label: `your pinned RPC ${pinnedUrl}`,
      key: `pinned:${chainId}:${pinnedUrl}`,
      pinnedUrl,
    }
  }
  if (purpose === 'read' && publicUrls.length > 0) {
    return {
      source: 'public',
      label: "the chain's public RPC",
      key: `public:${chainId}:${publicUrls.join(' ')}`,
      urls: publicUrls,
    }
  }
  return { source: 'none', label: 'no independent RPC', key: 'none' }
}

/**
 * A chain config's RPC URLs for `read`s, in the order to try them: its `rpcUri` (a keyed one —
 * `authentication: API_KEY_PATH`, as the official gateway serves — only with the key the
 * deployer configured at build time, appended to the path), then its `publicRpcUri`. Only
 * http(s) URLs, each once.
 * @example chainRpcUrls(chain, config.rpcApiKey) // ['https://mainnet.infura.io/v3/KEY', 'https://…']
 */
export function chainRpcUrls(
  chain: Pick<ChainInfo, 'rpcUri' | 'publicRpcUri'>,
  apiKey: string | undefined,
): string[] {
  const urls: string[] = []
  for (const rpc of [chain.rpcUri, chain.publicRpcUri]) {
    if (!rpc || typeof rpc.value !== 'string') continue
    let url = rpc.value
    if (rpc.authentication === 'API_KEY_PATH') {
      if (!apiKey) continue
      url = `${url}${encodeURIComponent(apiKey)}`
    }
    if (/^https?:\/\//.test(url) && !urls.includes(url)) urls.push(url)
  }
  return urls
}
