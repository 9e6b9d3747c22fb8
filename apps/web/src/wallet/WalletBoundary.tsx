import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { loadWalletRuntime, type WalletRuntimeModule } from './loadWalletRuntime'
import { WalletCrashBoundary } from './WalletCrashBoundary'
import { WalletContext, type WalletContextValue } from './walletContext'

type LoadState = { module: WalletRuntimeModule | null; error: Error | null }

/**
 * Renders the app at once, without the wallet stack, then wraps it in the wallet providers
 * when the lazily loaded runtime arrives. Until then useWalletReady() is false and the header
 * shows a disabled "Connect Wallet" placeholder. The app remounts once when the providers
 * arrive (context providers cannot be inserted above a live tree); data comes from the query
 * cache, so that is invisible in practice. If the wallet stack throws while rendering (a
 * broken dialog), the app stays, without the wallet, and the header says what failed.
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
      {Runtime ? (
        <WalletCrashBoundary
          fallback={(error, reset) => (
            <WalletContext.Provider value={crashedValue(error, reset)}>
              {children}
            </WalletContext.Provider>
          )}
        >
          <Runtime>{children}</Runtime>
        </WalletCrashBoundary>
      ) : (
        children
      )}
    </WalletContext.Provider>
  )
}

/**
 * The app without the wallet after the wallet stack threw (a dialog that failed to render):
 * the header says what failed, and its Retry mounts the wallet again (the connection comes
 * back with the most recent wallet's reconnect).
 */
function crashedValue(error: Error, reset: () => void): WalletContextValue {
  const reason = error.message.length > 120 ? `${error.message.slice(0, 117)}…` : error.message
  return {
    ready: false,
    error: new Error(`A wallet dialog failed and was closed (${reason})`, { cause: error }),
    retry: reset,
    ui: null,
  }
}
