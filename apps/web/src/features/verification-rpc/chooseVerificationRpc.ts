import type { WalletProviderState } from './walletProviderStore'

export type VerificationSource = 'wallet' | 'pinned' | 'none'

/** Which RPC checks the gateway on a chain, before any client is built (no viem code here). */
export type VerificationChoice = {
  source: VerificationSource
  /** "your wallet's RPC (…)", "your pinned RPC https://…", "no independent RPC". */
  label: string
  /** Identifies the RPC, for query keys and client caching. */
  key: string
  wallet?: WalletProviderState
  pinnedUrl?: string
}

const providerIds = new WeakMap<object, number>()
let nextProviderId = 1

/**
 * The wallet's own provider when it is on `chainId`, else the pinned URL, else none. Never the
 * gateway's rpcUri: a lying gateway would serve an RPC that agrees with it.
 */
export function chooseVerificationRpc(
  chainId: string,
  wallet: WalletProviderState | undefined,
  pinnedUrl: string | undefined,
): VerificationChoice {
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
  return { source: 'none', label: 'no independent RPC', key: 'none' }
}
