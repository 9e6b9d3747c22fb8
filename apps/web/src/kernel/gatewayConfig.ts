/**
 * Where the gateway is and how to call it, read once from Vite's env. Kept apart from
 * config.ts (which validates with zod) so the boot entry can use it without loading zod.
 */
export const gatewayConfig = {
  /** The gateway base URL as configured (VITE_GATEWAY_URL). */
  url: import.meta.env.VITE_GATEWAY_URL ?? 'http://127.0.0.1:8787',
  siwe: import.meta.env.VITE_SIWE === '1',
  /**
   * The SIWE session is a cookie of the gateway's origin. Without SIWE, send none: a gateway
   * answering `Access-Control-Allow-Origin: *` rejects credentialed requests. index.html's
   * preload of the chain list uses the same mode (vite.config.ts), so it is reused.
   */
  credentials: (import.meta.env.VITE_SIWE === '1'
    ? 'include'
    : 'same-origin') as RequestCredentials,
} as const
