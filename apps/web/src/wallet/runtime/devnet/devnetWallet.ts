import type { Wallet } from '@rainbow-me/rainbowkit'
import type { Chain } from 'viem'
import { createConnector } from 'wagmi'
import { DEVNET_CONNECTOR_ID, devnetConnector } from './devnetConnector'

const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#f59e0b"/><path d="M9 8h10M11 8v5l-4 7a1.5 1.5 0 0 0 1.3 2h11.4a1.5 1.5 0 0 0 1.3-2l-4-7V8" fill="none" stroke="#1f2937" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}`

/**
 * RainbowKit wallet "Devnet test account" for the Development group. TEST KEYS only: the
 * group is added to the wallet list only when the devnet chain (31337) is configured.
 */
export function devnetWallet({ chain, rpcUrl }: { chain: Chain; rpcUrl: string }) {
  return (): Wallet => ({
    id: DEVNET_CONNECTOR_ID,
    name: 'Devnet test account (TEST KEYS)',
    shortName: 'Devnet test account',
    iconUrl: ICON,
    iconBackground: '#f59e0b',
    iconAccent: '#f59e0b',
    installed: true,
    createConnector: (walletDetails) =>
      createConnector((config) => ({
        ...devnetConnector({ chain, rpcUrl })(config),
        ...walletDetails,
      })),
  })
}
