import { type OnChainSafeState, readOnChainSafeState } from '@assent/review'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { VerificationSource } from './chooseVerificationRpc'
import { useVerificationClient } from './useVerificationClient'

/** The Safe read through the verification RPC, or why it could not be. */
export type SafeStateOnChain =
  | { status: 'loading'; source: VerificationSource; label: string }
  | { status: 'read'; state: OnChainSafeState; source: VerificationSource; label: string }
  | { status: 'unverified'; reason: string; source: VerificationSource; label: string }

/** Query key of the on-chain read (local, never persisted with the gateway's answers). */
export function safeStateOnChainKey(chainId: string, address: string, rpcKey: string) {
  return ['local', 'safeStateOnChain', chainId, address.toLowerCase(), rpcKey] as const
}

/**
 * The Safe's on-chain state (owners, threshold, nonce, modules, guard, fallback handler,
 * singleton, VERSION) through the wallet's or the pinned RPC, refreshed every 15 s. Without
 * such an RPC, or when it fails, it is 'unverified' with the reason — never pending forever.
 */
export function useSafeStateOnChain(chainId: string, address: string): SafeStateOnChain {
  const { client, source, label, key, pending } = useVerificationClient(chainId)
  const query = useQuery({
    queryKey: safeStateOnChainKey(chainId, address, key),
    queryFn: () => {
      if (!client) throw new Error('No verification RPC')
      return readOnChainSafeState(client, { chainId: Number(chainId), address: address as Address })
    },
    enabled: client !== undefined,
    staleTime: 5_000,
    refetchInterval: 15_000,
    retry: 1,
  })
  if (pending) return { status: 'loading', source, label }
  if (!client) {
    return {
      status: 'unverified',
      reason:
        'There is no independent RPC to check the gateway with: connect a wallet on this network or pin an RPC in Settings → Verification RPC.',
      source,
      label,
    }
  }
  if (query.data) return { status: 'read', state: query.data, source, label }
  if (query.error) {
    return {
      status: 'unverified',
      reason: `The Safe could not be read through ${label}: ${query.error.message.split('\n')[0]}`,
      source,
      label,
    }
  }
  return { status: 'loading', source, label }
}
