import type { DisclaimerComponent } from '@rainbow-me/rainbowkit'

/**
 * Test builds only (VITE_WALLET_DIALOG_CRASH_TEST=1, never set for a release): the connect
 * modal's note throws as it renders, standing in for a wallet dialog that breaks (as every QR
 * code did with qr 0.7), so a browser test can show the app survives it.
 */
export const WalletDialogCrashProbe: DisclaimerComponent = () => {
  throw new Error('Wallet dialog crash test: the connect modal threw while rendering')
}
