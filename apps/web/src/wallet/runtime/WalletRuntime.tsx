import '@rainbow-me/rainbowkit/styles.css'
import type { ChainInfo } from '@assent/gateway-client'
import {
  type DisclaimerComponent,
  darkTheme,
  lightTheme,
  RainbowKitProvider,
} from '@rainbow-me/rainbowkit'
import { type ReactNode, useContext, useMemo } from 'react'
import { WagmiContext } from 'wagmi'
import { useChains } from '../../chains/useChains'
import { APP_LOCALE, APP_NAME, config } from '../../kernel/config'
import { useResolvedTheme } from '../../kernel/useResolvedTheme'
import { WalletContext, type WalletContextValue } from '../walletContext'
import { AccountBridge } from './AccountBridge'
import { createWalletConfig } from './createWalletConfig'
import { HeaderWallet } from './HeaderWallet'
import { MissingBrowserWallet } from './MissingBrowserWallet'
import { RecentTransactionsCleanup } from './RecentTransactionsCleanup'
import { ReconnectRecent } from './ReconnectRecent'
import { SafeChainNotice } from './SafeChainNotice'
import { SiweProvider } from './SiweProvider'
import { UnsupportedWalletOptions } from './UnsupportedWalletOptions'
import { useCompactConnectModal } from './useCompactConnectModal'
import { WalletAvatar } from './WalletAvatar'
import { WalletConnectNotice } from './WalletConnectNotice'
import { WalletDialogCrashProbe } from './WalletDialogCrashProbe'
import { WalletErrorReporter } from './WalletErrorReporter'

const readyValue: WalletContextValue = {
  ready: true,
  error: null,
  retry: () => {},
  ui: { HeaderWallet, SafeChainNotice },
}

/**
 * The connect modal's note (RainbowKit's `disclaimer`): without a WalletConnect project id it
 * says why WalletConnect cannot connect. Not in the compact modal, where RainbowKit would put
 * it in place of SPEC §2's "New to Ethereum wallets? Learn More". Test builds with
 * VITE_WALLET_DIALOG_CRASH_TEST=1 put a note there that throws (WalletDialogCrashProbe).
 */
function connectModalNote(compact: boolean): DisclaimerComponent | undefined {
  if (import.meta.env.VITE_WALLET_DIALOG_CRASH_TEST === '1') return WalletDialogCrashProbe
  return compact || config.walletConnectConfigured ? undefined : WalletConnectNotice
}

const themeOptions = { borderRadius: 'medium', fontStack: 'system' } as const
const lightOptions = { ...themeOptions, accentColor: '#12805c' }
// The app's dark accent (theme.css): RainbowKit writes accent-coloured text ("Learn More",
// "Recent") on its #1a1b1f modal, where the light accent reaches only 3.5:1, not 4.5:1.
const darkOptions = { ...themeOptions, accentColor: '#3dd68c', accentColorForeground: '#0b1f15' }

/**
 * The lazily loaded wallet stack: wagmi + RainbowKit (+ optional SIWE) around the app, built
 * from the gateway's chain list. Until the chains are known it renders the app without them.
 */
export function WalletRuntime({ children }: { children: ReactNode }) {
  const chains = useChains()
  const outer = useContext(WalletContext)
  const { error, refetch } = chains
  // While the chains are missing the header shows why, with a Retry, as the pages do.
  const waiting = useMemo<WalletContextValue>(
    () =>
      error
        ? {
            ready: false,
            error: new Error('The gateway did not answer', { cause: error }),
            retry: () => void refetch(),
            ui: null,
          }
        : outer,
    [error, refetch, outer],
  )
  // Same tree while pending and after a failure: switching to the providers on an error would
  // remount the app, whose useChains would refetch on mount (pending again, back without the
  // providers…) — a request loop against a gateway that is down. Only the value changes.
  if (!chains.data) {
    return <WalletContext.Provider value={waiting}>{children}</WalletContext.Provider>
  }
  return <WalletProviders chains={chains.data}>{children}</WalletProviders>
}

let lastConfig: { chainKey: string; config: ReturnType<typeof createWalletConfig> } | undefined

/**
 * One wagmi config per chain set, kept outside React: the app first mounts inside a transition
 * (the boot's switch), whose render React may throw away and redo, and a useMemo of a discarded
 * render would leave a second config behind — its own store persisted under the same storage
 * key, its own listeners on the wallets' providers.
 */
function walletConfigFor(chains: readonly ChainInfo[], chainKey: string) {
  if (lastConfig?.chainKey !== chainKey) {
    const config = createWalletConfig(chains)
    // Connections read back from storage name no live connector: ReconnectRecent connects the
    // recent wallet again. (wagmi's WagmiProvider does this on every render, see below.)
    config.setState((state) => ({ ...state, connections: new Map() }))
    lastConfig = { chainKey, config }
  }
  return lastConfig.config
}

function WalletProviders({
  chains,
  children,
}: {
  chains: readonly ChainInfo[]
  children: ReactNode
}) {
  const chainKey = chains.map((chain) => `${chain.chainId}:${chain.rpcUri.value}`).join(',')
  // Rebuilt only when the chain set changes (walletConfigFor keeps the last one).
  const wagmiConfig = walletConfigFor(chains, chainKey)
  const theme = useResolvedTheme()
  const rainbowTheme = theme === 'dark' ? darkTheme(darkOptions) : lightTheme(lightOptions)
  const compact = useCompactConnectModal()
  const appInfo = useMemo(
    () => ({ appName: APP_NAME, disclaimer: connectModalNote(compact) }),
    [compact],
  )

  const app = (
    <RainbowKitProvider
      theme={rainbowTheme}
      appInfo={appInfo}
      // The app speaks English: without a locale RainbowKit follows the browser's language
      // and its dialogs would lose the spec's texts in a German browser.
      locale={APP_LOCALE}
      showRecentTransactions
      avatar={WalletAvatar}
      modalSize="wide"
    >
      <ReconnectRecent />
      <AccountBridge />
      <WalletErrorReporter />
      <UnsupportedWalletOptions />
      <MissingBrowserWallet />
      <RecentTransactionsCleanup />
      <WalletContext.Provider value={readyValue}>{children}</WalletContext.Provider>
    </RainbowKitProvider>
  )

  // WagmiContext, not WagmiProvider: without reconnect-on-mount, WagmiProvider empties the
  // config's connections each time it renders, so any re-render here (the system theme turning
  // dark, the chain list refetched) dropped the connected wallet: "Connect Wallet" in the header
  // beside "Your wallet is on chain undefined".
  return (
    <WagmiContext.Provider value={wagmiConfig}>
      {config.siwe ? <SiweProvider>{app}</SiweProvider> : app}
    </WagmiContext.Provider>
  )
}
