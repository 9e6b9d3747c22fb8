import { createGatewayClient } from '@assent/gateway-client'
import type { BootHandoff, FullApp } from '../boot/bootHandoff'
import { config } from '../kernel/config'
import { gatewayConfig } from '../kernel/gatewayConfig'
import { sharedGatewayFetch } from '../kernel/sharedGatewayFetch'
import { loadWalletRuntime } from '../wallet/loadWalletRuntime'
import { App } from './App'
import { createAppQueryClient, createPersistOptions } from './queryClient'
import { createAppRouter } from './router'
import { seedBootReads } from './seedBootReads'

/**
 * Everything the app is, behind the boot (src/boot/): the gateway client, the persisted query
 * cache, the router, the providers. Loaded with import() by the boot at once; starts the wallet
 * stack's download; seeds the cache with the boot's answers; on a page the boot renders, waits
 * until the router has loaded the page's code, so the switch shows the page at once.
 */
export async function startFullApp(handoff: BootHandoff | null): Promise<FullApp> {
  // Start downloading the wallet stack now, in parallel with the first render.
  loadWalletRuntime().catch(() => {
    // WalletBoundary reports the failure and offers a retry.
  })

  const gateway = createGatewayClient({
    baseUrl: config.gatewayUrl,
    credentials: gatewayConfig.credentials,
    // Shared with the boot: a read the boot has in flight is joined, not sent again.
    fetch: sharedGatewayFetch,
  })
  const queryClient = createAppQueryClient()
  const seed = () => {
    if (handoff) seedBootReads(queryClient, gateway, handoff)
  }
  seed()
  // The root route's loader starts the first gateway reads; loading now starts them while React
  // renders instead of after its first commit.
  const router = createAppRouter({ queryClient, gateway })
  const loaded = router.load()
  // The boot's view stays up until the page's lazy code is in; elsewhere nothing is shown yet.
  if (handoff) await loaded.catch(() => {})
  else void loaded

  return {
    element: (
      <App
        gateway={gateway}
        queryClient={queryClient}
        persistOptions={createPersistOptions()}
        router={router}
      />
    ),
    seed,
  }
}
