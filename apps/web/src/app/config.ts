/** Build-time configuration of the web app, read once from Vite's env. */
export const config = {
  gatewayUrl: import.meta.env.VITE_GATEWAY_URL ?? 'http://127.0.0.1:8787',
  walletConnectProjectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID ?? 'YOUR_PROJECT_ID',
  siwe: import.meta.env.VITE_SIWE === '1',
} as const

/**
 * The app name handed to the wallet kit. SPEC §1: "The app name given to the wallet kit is a
 * default placeholder", so this is RainbowKit's documented placeholder, not our product name.
 */
export const APP_NAME = 'My RainbowKit App'

/** Chain id of the local devnet (anvil); the Development wallet exists only there. */
export const DEVNET_CHAIN_ID = 31337

/** Versioned key of the persisted query cache (SPEC §9: storage version 2). */
export const QUERY_CACHE_STORAGE_KEY = 'assent-query-cache-v2'
export const QUERY_CACHE_BUSTER = '2'
