import type { Stack } from '../../../scripts/lib/startStack'
import { serveWalletBuild, stackRpcUrls, type WalletBuild } from '../harness/serveWalletBuild'

/**
 * The web app built with VITE_LEDGER_TEST_DEVICE=1 (a build-time flag no other build has): its
 * Ledger wallet talks to a test device answering like the Ethereum app with anvil's test
 * mnemonic. Reached under the stack's own wallet origin, as the gateway only answers that one.
 */
export function serveLedgerBuild(stack: Stack['urls']): Promise<WalletBuild> {
  return serveWalletBuild({
    name: `ledger-${new URL(stack.gateway).port}`,
    gatewayUrl: stack.gateway,
    env: { VITE_LEDGER_TEST_DEVICE: '1', VITE_DEVNET_RPC_URL: stack.rpc },
    rpcUrls: stackRpcUrls(stack),
    walletOrigin: stack.web,
  })
}
