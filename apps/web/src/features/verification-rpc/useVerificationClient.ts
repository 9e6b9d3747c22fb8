import { useMemo } from 'react'
import {
  selectVerificationClient,
  type VerificationClient,
  type VerificationSource,
} from './createVerificationClient'
import { getPinnedRpc, usePinnedRpc } from './pinnedRpcStore'
import { getVerificationWalletProvider, useVerificationWalletProvider } from './walletProviderStore'

export type { VerificationClient, VerificationSource }

/**
 * A viem client for checking the gateway on `chainId` — never through the gateway's rpcUri.
 * The connected wallet's own provider when it is on that chain, else the RPC the user pinned
 * for it in Settings → Verification RPC, else none (callers then say the on-chain state is
 * unverified). Works before the wallet stack has loaded (then only a pinned RPC counts).
 * @example const { client, source, label } = useVerificationClient(safe.chainId)
 */
export function useVerificationClient(chainId: string): VerificationClient {
  const wallet = useVerificationWalletProvider()
  const pinned = usePinnedRpc(chainId)
  return useMemo(() => selectVerificationClient(chainId, wallet, pinned), [chainId, wallet, pinned])
}

/** The same choice outside React (Safe Apps host, one-off checks), from the current state. */
export function getVerificationClient(chainId: string): VerificationClient {
  return selectVerificationClient(chainId, getVerificationWalletProvider(), getPinnedRpc(chainId))
}
