/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the Client Gateway (ours or https://safe-client.safe.global). */
  readonly VITE_GATEWAY_URL?: string
  /** WalletConnect Cloud project id. */
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string
  /** '1' turns on Sign-In with Ethereum after connecting. */
  readonly VITE_SIWE?: string
  /** RPC of the local devnet for the Development wallet (default http://127.0.0.1:8545). */
  readonly VITE_DEVNET_RPC_URL?: string
  /** Key appended to keyed chain RPC URLs (`authentication: API_KEY_PATH`); public in the bundle. */
  readonly VITE_RPC_API_KEY?: string
  /** Test builds only: '1' makes the connect modal throw (the wallet's crash boundary test). */
  readonly VITE_WALLET_DIALOG_CRASH_TEST?: string
  /** '1' only in the browser suites' build: the Ledger signer talks to a test device. */
  readonly VITE_LEDGER_TEST_DEVICE?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
