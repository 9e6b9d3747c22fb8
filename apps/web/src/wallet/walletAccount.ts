import { useSyncExternalStore } from 'react'
import type { Address } from 'viem'

/** The connected wallet as the shell sees it, without importing wagmi. */
export type WalletAccount = {
  status: 'loading' | 'disconnected' | 'connecting' | 'reconnecting' | 'connected'
  address?: Address
  chainId?: number
  connectorId?: string
}

let account: WalletAccount = { status: 'loading' }
const listeners = new Set<() => void>()

/** Called by the wallet runtime (AccountBridge) whenever wagmi's account changes. */
export function setWalletAccount(next: WalletAccount): void {
  if (
    next.status === account.status &&
    next.address === account.address &&
    next.chainId === account.chainId &&
    next.connectorId === account.connectorId
  ) {
    return
  }
  account = next
  for (const listener of listeners) listener()
}

export function getWalletAccount(): WalletAccount {
  return account
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The connected account for shell components (read-only badge, owned Safes…). Works before
 * the wallet stack has loaded (status 'loading'), so it never blocks a render.
 */
export function useWalletAccount(): WalletAccount {
  return useSyncExternalStore(subscribe, getWalletAccount, getWalletAccount)
}
