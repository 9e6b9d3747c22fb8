import { type ChainRpcChoice, chooseChainRpc } from './chooseChainRpc'
import type { WalletProviderState } from './walletProviderStore'

export type VerificationSource = 'wallet' | 'pinned' | 'none'

/** Which RPC checks the gateway on a chain, before any client is built (no viem code here). */
export type VerificationChoice = ChainRpcChoice & { source: VerificationSource }

/**
 * The app's RPC policy (chooseChainRpc) for a `verify` read: the wallet's own provider when it
 * is on `chainId`, else the pinned URL, else none. Never the gateway's rpcUri: a lying gateway
 * would serve an RPC that agrees with it.
 */
export function chooseVerificationRpc(
  chainId: string,
  wallet: WalletProviderState | undefined,
  pinnedUrl: string | undefined,
): VerificationChoice {
  const choice = chooseChainRpc({ chainId, purpose: 'verify', wallet, pinnedUrl })
  // chooseChainRpc answers `public` to `read`s only; this keeps the type honest all the same.
  if (choice.source === 'public') {
    return { source: 'none', label: 'no independent RPC', key: 'none' }
  }
  return { ...choice, source: choice.source }
}
