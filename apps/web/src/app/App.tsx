import type { GatewayClient } from '@assent/gateway-client'
import type { QueryClient } from '@tanstack/react-query'
import {
  type PersistQueryClientOptions,
  PersistQueryClientProvider,
} from '@tanstack/react-query-persist-client'
import { type AnyRouter, RouterProvider } from '@tanstack/react-router'
import { GatewayProvider } from '../kernel/GatewayProvider'
import type { WalletRuntimeModule } from '../wallet/loadWalletRuntime'
import { WalletBoundary } from '../wallet/WalletBoundary'
import { ThemeSync } from './ThemeSync'

/**
 * The provider stack: persisted query cache → gateway client → wallet boundary (lazy wagmi +
 * RainbowKit) → router. Everything a page needs to render read-only is outside the wallet.
 */
export function App({
  gateway,
  queryClient,
  persistOptions,
  router,
  walletRuntime,
}: {
  gateway: GatewayClient
  queryClient: QueryClient
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>
  router: AnyRouter
  /** The wallet stack when it was in before the app mounted (see waitForWalletStack). */
  walletRuntime?: WalletRuntimeModule
}) {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <GatewayProvider client={gateway}>
        <ThemeSync />
        <WalletBoundary loaded={walletRuntime}>
          <RouterProvider router={router} />
        </WalletBoundary>
      </GatewayProvider>
    </PersistQueryClientProvider>
  )
}
