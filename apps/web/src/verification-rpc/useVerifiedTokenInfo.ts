import { type OnChainTokenInfo, readTokenInfo } from '@assent/review'
import { useQuery } from '@tanstack/react-query'
import { type Address, isAddress } from 'viem'
import type { VerificationSource } from './chooseVerificationRpc'
import { useVerificationClient } from './useVerificationClient'

export type VerifiedTokenInfo =
  | { status: 'loading'; source: VerificationSource; label: string }
  | ({ status: 'verified'; source: VerificationSource; label: string } & OnChainTokenInfo)
  | { status: 'unverified'; reason: string; source: VerificationSource; label: string }

/** Query key of a token's on-chain metadata (local, not among the gateway's persisted keys). */
export function tokenInfoKey(chainId: string, token: string, rpcKey: string) {
  return ['local', 'tokenInfo', chainId, token.toLowerCase(), rpcKey] as const
}

/**
 * decimals(), symbol() and name() of a token read through the verification RPC (the wallet's or
 * the pinned one, never the gateway's), cached for the session. 'unverified' with the reason
 * when there is no such RPC or the read failed: then only the gateway's values are known.
 * @example const token = useVerifiedTokenInfo(safe.chainId, transfer.tokenAddress)
 */
export function useVerifiedTokenInfo(
  chainId: string,
  tokenAddress: string | undefined,
): VerifiedTokenInfo {
  const { client, source, label, key, pending } = useVerificationClient(chainId)
  const valid = tokenAddress !== undefined && isAddress(tokenAddress, { strict: false })
  const query = useQuery({
    queryKey: tokenInfoKey(chainId, tokenAddress ?? '', key),
    queryFn: () => {
      if (!client || !valid) throw new Error('No verification RPC')
      return readTokenInfo(client, { chainId: Number(chainId), token: tokenAddress as Address })
    },
    enabled: client !== undefined && valid,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    retry: 1,
  })
  const common = { source, label }
  if (!valid) return { status: 'unverified', reason: 'The token address is invalid.', ...common }
  if (pending) return { status: 'loading', ...common }
  if (!client) {
    return {
      status: 'unverified',
      reason:
        'No independent RPC to read the token with: connect a wallet on this network or pin an RPC in Settings → Verification RPC.',
      ...common,
    }
  }
  if (query.data) return { status: 'verified', ...query.data, ...common }
  if (query.error) {
    return {
      status: 'unverified',
      reason: `The token could not be read through ${label}: ${query.error.message.split('\n')[0]}`,
      ...common,
    }
  }
  return { status: 'loading', ...common }
}
