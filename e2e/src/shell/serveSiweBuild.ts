import type { Stack } from '../../../scripts/lib/startStack'
import { serveWalletBuild, stackRpcUrls, type WalletBuild } from '../harness/serveWalletBuild'

/**
 * The web app with sign-in on (VITE_SIWE=1, a build-time flag), reached under the stack's own
 * wallet origin: the gateway accepts SIWE messages and credentialed CORS only from the wallet
 * origins it was started with.
 */
export function serveSiweBuild(stack: Stack['urls']): Promise<WalletBuild> {
  return serveWalletBuild({
    name: `siwe-${new URL(stack.gateway).port}`,
    gatewayUrl: stack.gateway,
    env: { VITE_SIWE: '1', VITE_DEVNET_RPC_URL: stack.rpc },
    rpcUrls: stackRpcUrls(stack),
    walletOrigin: stack.web,
  })
}
