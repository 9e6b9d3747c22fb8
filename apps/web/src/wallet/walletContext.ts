import { type ComponentType, createContext, useContext } from 'react'

/** Components the loaded wallet runtime hands to the shell. */
export type WalletUi = {
  /** Header area: network button, account button or "Connect Wallet". */
  HeaderWallet: ComponentType
  /** Warning with a switch button when the wallet is on another network than the open Safe. */
  SafeChainNotice: ComponentType<{ chainId: number; chainName: string }>
}

export type WalletContextValue = {
  /** True once wagmi + RainbowKit providers are mounted above the app. */
  ready: boolean
  /** The wallet module failed to load (offline, blocked); `retry` loads it again. */
  error: Error | null
  retry: () => void
  ui: WalletUi | null
}

export const WalletContext = createContext<WalletContextValue>({
  ready: false,
  error: null,
  retry: () => {},
  ui: null,
})

/**
 * Whether wagmi hooks may be used now. Components calling wagmi hooks must render only when
 * this is true — use <WithWallet> or lazyWalletComponent rather than checking by hand.
 */
export function useWalletReady(): boolean {
  return useContext(WalletContext).ready
}

export function useWalletContext(): WalletContextValue {
  return useContext(WalletContext)
}
