import { createGatewayClient } from '@assent/gateway-client'
import type { BootHandoff, FullApp } from '../boot/bootHandoff'
import { chainListQueryOptions } from '../chains/useChains'
import { config } from '../kernel/config'
import { gatewayConfig } from '../kernel/gatewayConfig'
import { sharedGatewayFetch } from '../kernel/sharedGatewayFetch'
import { loadWalletRuntime } from '../wallet/loadWalletRuntime'
import { waitForWalletStack } from '../wallet/waitForWalletStack'
import { App } from './App'
import { createAppQueryClient, createPersistOptions } from './queryClient'
import { createAppRouter } from './router'
import { seedBootReads } from './seedBootReads'

/**
 * Everything the app is, behind the boot (src/boot/): the gateway client, the persisted query
 * cache, the router, the providers. Loaded with import() by the boot at once; starts the wallet
 * stack's download; seeds the cache with the boot's answers; waits for the wallet stack and, on a
 * page the boot renders, until the router has loaded the page's code, so the switch shows the
 * page at once and the app never remounts under the user.
 */
export async function startFullApp(handoff: BootHandoff | null): Promise<FullApp> {
  // Start downloading the wallet stack now, in parallel with the router's page code.
  const runtime = loadWalletRuntime()

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
  // The app mounts once, inside the wallet providers (a user's input would be lost if they
  // arrived later); meanwhile the boot's view stays up. On the boot's pages it also waits until
  // the page's lazy code is in.
  const [walletRuntime] = await Promise.all([
    waitForWalletStack({
      runtime,
      chains: queryClient.ensureQueryData(chainListQueryOptions(gateway)),
    }),
    handoff ? loaded.catch(() => {}) : undefined,
  ])

  return {
    element: (
      <App
        gateway={gateway}
        queryClient={queryClient}
        persistOptions={createPersistOptions()}
        router={router}
        walletRuntime={walletRuntime}
      />
    ),
    seed,
  }
}
