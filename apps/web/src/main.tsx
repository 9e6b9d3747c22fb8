import { createGatewayClient } from '@assent/gateway-client'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { config } from './app/config'
import { createAppQueryClient, createPersistOptions } from './app/queryClient'
import { shareInflightGets } from './app/shareInflightGets'
import { createAppRouter } from './router'
import './styles/theme.css'
import './styles/app.css'
import { loadWalletRuntime } from './wallet/loadWalletRuntime'

// Start downloading the wallet stack now, in parallel with the first render.
loadWalletRuntime().catch(() => {
  // WalletBoundary reports the failure and offers a retry.
})

const gateway = createGatewayClient({
  baseUrl: config.gatewayUrl,
  // The SIWE session is a cookie of the gateway's origin. Without SIWE, send none: a
  // gateway answering `Access-Control-Allow-Origin: *` rejects credentialed requests.
  credentials: config.siwe ? 'include' : 'same-origin',
  fetch: shareInflightGets((input, init) => globalThis.fetch(input, init)),
})
const queryClient = createAppQueryClient()
// The root route's loader starts the first gateway reads; loading now starts them while React
// renders instead of after its first commit.
const router = createAppRouter({ queryClient, gateway })
void router.load()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

createRoot(root).render(
  <StrictMode>
    <App
      gateway={gateway}
      queryClient={queryClient}
      persistOptions={createPersistOptions()}
      router={router}
    />
  </StrictMode>,
)
