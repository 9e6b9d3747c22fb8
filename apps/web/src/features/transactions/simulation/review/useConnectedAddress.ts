import { useCallback, useContext, useSyncExternalStore } from 'react'
import type { Address } from 'viem'
import { WagmiContext } from 'wagmi'
import { getAccount, watchAccount } from 'wagmi/actions'

/**
 * The connected account's address, or undefined when no wallet is connected — also outside a
 * wallet provider (a review rendered on its own), where wagmi's `useAccount` would throw.
 */
export function useConnectedAddress(): Address | undefined {
  const config = useContext(WagmiContext)
  const subscribe = useCallback(
    (onChange: () => void) => (config ? watchAccount(config, { onChange }) : () => {}),
    [config],
  )
  return useSyncExternalStore(subscribe, () => (config ? getAccount(config).address : undefined))
}
