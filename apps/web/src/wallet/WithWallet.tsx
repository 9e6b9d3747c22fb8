import type { ReactNode } from 'react'
import { useWalletReady } from './walletContext'

/**
 * Renders `children` only under the loaded wallet providers, `fallback` until then.
 * @example
 * <WithWallet fallback={<button disabled>Sign</button>}><SignButton /></WithWallet>
 */
export function WithWallet({
  children,
  fallback = null,
}: {
  children: ReactNode
  fallback?: ReactNode
}) {
  return useWalletReady() ? children : fallback
}
