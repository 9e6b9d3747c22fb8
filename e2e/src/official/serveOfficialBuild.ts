import { serveWalletBuild, type WalletBuild } from '../harness/serveWalletBuild'

/** Port of the official-shaped test gateway: fixed, because the wallet build bakes its URL in. */
export function officialGatewayPort(): number {
  // Inside the hundred of E2E_PORT_OFFSET, apart from the stack's 18545 and 18787.
  return 18_790 + Number(process.env.E2E_PORT_OFFSET ?? 0)
}

/**
 * The web app as a deployer builds it for the official gateway (VITE_GATEWAY_URL only: no
 * devnet RPC, no RPC key) but pointed at the test gateway, reached under the stack's wallet
 * origin, which the demo Safe App trusts.
 */
export function serveOfficialBuild(p: {
  gatewayUrl: string
  walletOrigin: string
}): Promise<WalletBuild> {
  return serveWalletBuild({
    name: `official-${new URL(p.gatewayUrl).port}`,
    gatewayUrl: p.gatewayUrl,
    rpcUrls: [],
    walletOrigin: p.walletOrigin,
  })
}
