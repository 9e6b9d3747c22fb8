import { z } from 'zod'
import { gatewayConfig } from './gatewayConfig'

/** RPC of the local devnet that `npm start` runs (packages/devnet's default port). */
export const DEFAULT_DEVNET_RPC_URL = 'http://127.0.0.1:8545'

const rpcUrlSchema = z.url({ protocol: /^https?$/ })

/**
 * The devnet RPC baked in at build time (VITE_DEVNET_RPC_URL): the Development wallet talks to
 * it directly, so checks made through that wallet never depend on the gateway's chain config.
 */
function devnetRpcUrl(value: string | undefined): string {
  const parsed = rpcUrlSchema.safeParse(value)
  return parsed.success ? parsed.data : DEFAULT_DEVNET_RPC_URL
}

/** Build-time configuration of the web app, read once from Vite's env. */
export const config = {
  gatewayUrl: gatewayConfig.url,
  walletConnectProjectId:
    import.meta.env.VITE_WALLETCONNECT_PROJECT_ID?.trim() || 'YOUR_PROJECT_ID',
  /** False without VITE_WALLETCONNECT_PROJECT_ID: the wallet picker then says WalletConnect cannot work. */
  walletConnectConfigured: Boolean(import.meta.env.VITE_WALLETCONNECT_PROJECT_ID?.trim()),
  siwe: gatewayConfig.siwe,
  devnetRpcUrl: devnetRpcUrl(import.meta.env.VITE_DEVNET_RPC_URL),
  /**
   * Key for the chain configs' keyed RPC URLs (`authentication: API_KEY_PATH`, e.g. the official
   * gateway's Infura URLs), appended to the URL's path; without it those URLs are not used.
   */
  rpcApiKey: import.meta.env.VITE_RPC_API_KEY?.trim() || undefined,
} as const

/**
 * The app name handed to the wallet kit: RainbowKit shows it ("Assent transactions will appear
 * here…") and WalletConnect tells wallets who is asking. SPEC §1 describes a placeholder there;
 * the product's own name is what a user should read.
 */
export const APP_NAME = 'Assent'

/** The language of every text, RainbowKit's dialogs included (SPEC: English). */
export const APP_LOCALE = 'en-US'

/** Chain id of the local devnet (anvil); the Development wallet exists only there. */
export const DEVNET_CHAIN_ID = 31337

/** Chain id of the devnet's second chain (npm start runs both). */
export const SECOND_DEVNET_CHAIN_ID = 31338

export { QUERY_CACHE_BUSTER, QUERY_CACHE_STORAGE_KEY } from './storageKeys'
