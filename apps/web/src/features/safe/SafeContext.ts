import type { ChainInfo, SafeInfo } from '@assent/gateway-client'
import type { UseQueryResult } from '@tanstack/react-query'
import { createContext, useContext } from 'react'
import type { Address } from 'viem'
import type { CounterfactualSafe } from './counterfactualSafesStore'
import type { SafeParam } from './parseSafeParam'

/** The Safe named in the URL and its loading state. */
export type SafeState = {
  /** The raw `?safe=` value, to carry it in links. */
  safeParam: string | undefined
  param: SafeParam
  chainsQuery: UseQueryResult<ChainInfo[]>
  safeQuery: UseQueryResult<SafeInfo>
  /** The stored setup when the Safe is an undeployed one of this browser the gateway lacks. */
  counterfactual?: CounterfactualSafe
}

/** A loaded Safe: what pages below <RequireSafe> work with. */
export type CurrentSafe = {
  /** Gateway chain id, a decimal string ('31337'). */
  chainId: string
  chain: ChainInfo
  address: Address
  safeInfo: SafeInfo
  /** `shortName:address`, the value of `?safe=`. */
  safeParam: string
  /** Set while the Safe is undeployed (its info then comes from the stored setup). */
  counterfactual?: CounterfactualSafe
}

export const SafeStateContext = createContext<SafeState | null>(null)
export const CurrentSafeContext = createContext<CurrentSafe | null>(null)

/** The URL's Safe and its loading state (null outside the app layout). */
export function useSafeState(): SafeState | null {
  return useContext(SafeStateContext)
}

/**
 * The open Safe: chain, address, safe info. Only inside <RequireSafe> (every Safe page is),
 * where it is always loaded.
 */
export function useCurrentSafe(): CurrentSafe {
  const safe = useContext(CurrentSafeContext)
  if (!safe) throw new Error('useCurrentSafe must be used inside <RequireSafe>')
  return safe
}

/** The open Safe, or null when none is open or it is still loading. */
export function useOptionalSafe(): CurrentSafe | null {
  return useContext(CurrentSafeContext)
}
