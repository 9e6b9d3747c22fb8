import { getNoncesQueryOptions, type SafeNonces } from '@assent/gateway-client'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useGateway } from '../../../kernel/GatewayProvider'
import { useSafeStateOnChain } from '../../../verification-rpc/useSafeStateOnChain'

/** The gateway's nonces, corrected by the Safe's nonce read on chain when it could be. */
export type VerifiedNonces = SafeNonces & {
  /** The Safe's nonce on chain (verification RPC); undefined when it could not be read. */
  onChainNonce: number | undefined
  /** What the gateway said the Safe's nonce is (`currentNonce` is the chain's when known). */
  gatewayCurrentNonce: number
  /** Why the nonce is not verified, when it is not. */
  unverifiedReason: string | undefined
  /** "your wallet's RPC (…)", "your pinned RPC …", "no independent RPC". */
  label: string
}

export type NoncesResult = {
  /** Undefined until both the gateway and the chain (or the verdict "unverified") are in. */
  data: VerifiedNonces | undefined
  isPending: boolean
  isError: boolean
  error: Error | null
}

/**
 * The Safe's current and recommended nonce for a new transaction: the gateway's, checked
 * against `nonce()` read on chain through the verification RPC. The chain wins: the current
 * nonce is the chain's, and the recommendation is never below it. Pass `data` to checkNonce.
 */
export function useNonces(chainId: string, address: string): NoncesResult {
  const gateway = useQuery({
    ...getNoncesQueryOptions(useGateway(), { chainId, address }),
    staleTime: 0,
  })
  const chain = useSafeStateOnChain(chainId, address)
  const settled = gateway.data !== undefined && chain.status !== 'loading'
  const onChainNonce = chain.status === 'read' ? chain.state.nonce : undefined
  const reason = chain.status === 'unverified' ? chain.reason : undefined
  const data = useMemo<VerifiedNonces | undefined>(
    () =>
      settled && gateway.data
        ? {
            currentNonce: onChainNonce ?? gateway.data.currentNonce,
            recommendedNonce: Math.max(gateway.data.recommendedNonce, onChainNonce ?? 0),
            onChainNonce,
            gatewayCurrentNonce: gateway.data.currentNonce,
            unverifiedReason: reason,
            label: chain.label,
          }
        : undefined,
    [settled, gateway.data, onChainNonce, reason, chain.label],
  )
  return {
    data,
    isPending: !data && !gateway.isError,
    isError: gateway.isError,
    error: gateway.error,
  }
}
