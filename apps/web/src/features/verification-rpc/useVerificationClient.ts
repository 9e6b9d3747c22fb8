import { useMemo } from 'react'
import { createPublicClient, custom, http, type PublicClient } from 'viem'
import { usePinnedRpc } from './pinnedRpcStore'
import { useVerificationWalletProvider } from './walletProviderStore'

export type VerificationSource = 'wallet' | 'pinned' | 'none'

export type VerificationClient = {
  client: PublicClient | undefined
  source: VerificationSource
  label: string
}

/**
 * A viem client for checking the gateway on `chainId` — never through the gateway's rpcUri.
 * The connected wallet's own provider when it is on that chain, else the RPC the user pinned
 * for it in settings, else none (callers then say the on-chain state is unverified).
 */
export function useVerificationClient(chainId: string): VerificationClient {
  const wallet = useVerificationWalletProvider()
  const pinned = usePinnedRpc(chainId)
  const walletProvider = wallet && String(wallet.chainId) === chainId ? wallet.provider : undefined
  return useMemo(() => {
    if (walletProvider) {
      return {
        client: createPublicClient({ transport: custom(walletProvider, { retryCount: 1 }) }),
        source: 'wallet',
        label: "your wallet's RPC",
      }
    }
    if (pinned) {
      return {
        client: createPublicClient({ transport: http(pinned, { retryCount: 1 }) }),
        source: 'pinned',
        label: `your pinned RPC ${pinned}`,
      }
    }
    return { client: undefined, source: 'none', label: 'no independent RPC' }
  }, [walletProvider, pinned])
}
