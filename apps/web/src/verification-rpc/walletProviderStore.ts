import { useSyncExternalStore } from 'react'
import type { EIP1193Provider } from 'viem'

/**
 * The connected wallet's own EIP-1193 provider, published by the wallet runtime
 * (AccountBridge) so verification can read the chain without importing wagmi. Only set for
 * wallets whose reads go to an RPC the wallet chose (an injected extension, the devnet
 * wallet), not one we handed it from the gateway's chain config.
 */
export type WalletProviderState = {
  provider: EIP1193Provider
  chainId: number
  connectorId: string
  connectorName: string
}

let current: WalletProviderState | undefined
const listeners = new Set<() => void>()

export function setVerificationWalletProvider(next: WalletProviderState | undefined): void {
  if (
    next?.provider === current?.provider &&
    next?.chainId === current?.chainId &&
    next?.connectorId === current?.connectorId
  ) {
    return
  }
  current = next
  for (const listener of listeners) listener()
}

export function getVerificationWalletProvider(): WalletProviderState | undefined {
  return current
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useVerificationWalletProvider(): WalletProviderState | undefined {
  return useSyncExternalStore(
    subscribe,
    getVerificationWalletProvider,
    getVerificationWalletProvider,
  )
}
