import type { Stack } from '../../../scripts/lib/startStack'
import { serveWalletBuild, stackRpcUrls, type WalletBuild } from '../harness/serveWalletBuild'

/**
 * The web app built with VITE_WALLET_DIALOG_CRASH_TEST=1, whose connect modal throws as it
 * renders (apps/web/src/wallet/runtime/WalletDialogCrashProbe.tsx), under the stack's own
 * wallet origin. No release build sets the flag.
 */
export function serveCrashBuild(stack: Stack['urls']): Promise<WalletBuild> {
  return serveWalletBuild({
    name: crashBuildName(stack),
    gatewayUrl: stack.gateway,
    env: { VITE_WALLET_DIALOG_CRASH_TEST: '1', VITE_DEVNET_RPC_URL: stack.rpc },
    rpcUrls: stackRpcUrls(stack),
    walletOrigin: stack.web,
  })
}

/** The build's folder name in the harness build cache (`web-<name>`, harness/buildRoot.ts). */
export function crashBuildName(stack: Stack['urls']): string {
  return `dialog-crash-${new URL(stack.gateway).port}`
}
