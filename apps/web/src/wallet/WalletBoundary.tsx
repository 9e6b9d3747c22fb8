import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { loadWalletRuntime, type WalletRuntimeModule } from './loadWalletRuntime'
import { WalletContext, type WalletContextValue } from './walletContext'

type LoadState = { module: WalletRuntimeModule | null; error: Error | null }

/**
 * Renders the app at once, without the wallet stack, then wraps it in the wallet providers
 * when the lazily loaded runtime arrives. Until then useWalletReady() is false and the header
 * shows a disabled "Connect Wallet" placeholder. The app remounts once when the providers
 * arrive (context providers cannot be inserted above a live tree); data comes from the query
 * cache, so that is invisible in practice.
 */
export function WalletBoundary({
  children,
  load = loadWalletRuntime,
}: {
  children: ReactNode
  load?: () => Promise<WalletRuntimeModule>
}) {
  const [state, setState] = useState<LoadState>({ module: null, error: null })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    let active = true
    load().then(
      (module) => active && setState({ module, error: null }),
      (error: unknown) =>
        active &&
        setState({
          module: null,
          error: new Error('The wallet could not be loaded', { cause: error }),
        }),
    )
    return () => {
      active = false
    }
  }, [load, attempt])

  const value = useMemo<WalletContextValue>(
    () => ({ ready: false, error: state.error, retry: () => setAttempt((n) => n + 1), ui: null }),
    [state.error],
  )

  const Runtime = state.module?.WalletRuntime
  return (
    <WalletContext.Provider value={value}>
      {Runtime ? <Runtime>{children}</Runtime> : children}
    </WalletContext.Provider>
  )
}
