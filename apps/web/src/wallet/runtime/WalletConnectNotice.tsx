import type { DisclaimerComponent } from '@rainbow-me/rainbowkit'

/** Shown in the wallet picker of a build without a WalletConnect project id. */
export const WALLETCONNECT_NOT_CONFIGURED =
  'WalletConnect is not set up in this build: it needs a WalletConnect project id (VITE_WALLETCONNECT_PROJECT_ID when building). WalletConnect and QR-code connections will not work; use a browser wallet.'

/**
 * The wallet picker's note (RainbowKit's `disclaimer` slot) for a build without
 * VITE_WALLETCONNECT_PROJECT_ID: WalletConnect would otherwise show a QR code no wallet can
 * ever answer, with no reason given.
 */
export const WalletConnectNotice: DisclaimerComponent = ({ Text }) => (
  <span data-testid="walletconnect-not-configured">
    <Text>{WALLETCONNECT_NOT_CONFIGURED}</Text>
  </span>
)
