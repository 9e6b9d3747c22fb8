import { checkChainShortName } from '@assent/core'
import type { ChainInfo } from '@assent/gateway-client'
import { useSyncExternalStore } from 'react'

/** A gateway short name that was not believed, and what is used instead. */
export type ShortNameWarning = { chainId: string; claimed: string; used: string; message: string }

let warnings: readonly ShortNameWarning[] = []
const listeners = new Set<() => void>()

/**
 * The gateway's chains with the built-in EIP-3770 short name of every well-known chain (and no
 * unknown chain under a well-known name): `eth:0x…` in a link must mean Ethereum whatever the
 * gateway says. Each override is logged once and kept for useShortNameWarnings.
 */
export function applyTrustedShortNames(chains: readonly ChainInfo[]): ChainInfo[] {
  const found: ShortNameWarning[] = []
  const result = chains.map((chain) => {
    const check = checkChainShortName(chain.chainId, chain.shortName)
    if (!check.warning) return chain
    found.push({
      chainId: chain.chainId,
      claimed: chain.shortName,
      used: check.shortName,
      message: check.warning,
    })
    return { ...chain, shortName: check.shortName }
  })
  const key = (list: readonly ShortNameWarning[]) => list.map((w) => w.message).join('\n')
  if (key(found) !== key(warnings)) {
    for (const warning of found) console.warn(`assent: ${warning.message}`)
    warnings = found
    for (const listener of listeners) listener()
  }
  return result
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const getWarnings = () => warnings

/** Short names the gateway claimed and that were replaced by the built-in ones. */
export function useShortNameWarnings(): readonly ShortNameWarning[] {
  return useSyncExternalStore(subscribe, getWarnings, getWarnings)
}
