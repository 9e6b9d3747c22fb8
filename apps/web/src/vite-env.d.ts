/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the Client Gateway (ours or https://safe-client.safe.global). */
  readonly VITE_GATEWAY_URL?: string
  /** WalletConnect Cloud project id. */
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string
  /** '1' turns on Sign-In with Ethereum after connecting. */
  readonly VITE_SIWE?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
