import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { loadWalletRuntime, type WalletRuntimeModule } from './loadWalletRuntime'
import { WalletCrashBoundary } from './WalletCrashBoundary'
import { WalletContext, type WalletContextValue } from './walletContext'

type LoadState = { module: WalletRuntimeModule | null; error: Error | null }

/**
 * Wraps the app in the lazily loaded wallet providers. The full app passes the runtime as
 * `loaded` (see waitForWalletStack), so the tree mounts once, inside them. Without it (the
 * runtime failed or was late) the app renders at once without the wallet — useWalletReady() is
 * false and the header shows a disabled "Connect Wallet" placeholder — and is wrapped when the
 * runtime arrives; that remounts it (context providers cannot be inserted above a live tree),
 * losing what was typed meanwhile. If the wallet stack throws while rendering (a broken dialog),
 * the app stays, without the wallet, and the header says what failed.
 */
export function WalletBoundary({
  children,
  loaded,
  load = loadWalletRuntime,
}: {
  children: ReactNode
  /** The runtime, already loaded: the app mounts inside the providers at once. */
  loaded?: WalletRuntimeModule
  load?: () => Promise<WalletRuntimeModule>
}) {
  const [state, setState] = useState<LoadState>({ module: loaded ?? null, error: null })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    if (state.module) return
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
