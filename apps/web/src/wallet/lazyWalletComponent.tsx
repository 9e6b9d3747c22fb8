import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { WithWallet } from './WithWallet'

/**
 * A component that uses wagmi hooks, split into its own chunk and rendered only once the
 * wallet stack is ready. This keeps wagmi out of the initial bundle: a static
 * `import { useX } from 'wagmi'` in a page file would pull it into the page's chunk.
 * @example
 * const SignButton = lazyWalletComponent(() => import('./SignButton'), <button disabled>Sign</button>)
 */
export function lazyWalletComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(load)
  function WalletComponent(props: P) {
    return (
      <WithWallet fallback={fallback}>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </WithWallet>
    )
  }
  return WalletComponent
}
