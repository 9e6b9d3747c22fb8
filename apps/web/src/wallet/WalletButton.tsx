import { useWalletContext } from './walletContext'

/**
 * The header's wallet area. Before the wallet stack is ready it is a disabled
 * "Connect Wallet" button (with "loading wallet…"), so the layout does not jump.
 */
export function WalletButton() {
  const { ui, error, retry } = useWalletContext()
  if (ui) return <ui.HeaderWallet />
  if (error) {
    return (
      <div className="wallet-placeholder" role="alert">
        <span className="muted">The wallet could not be loaded.</span>
        <button type="button" className="button button-small" onClick={retry}>
          Retry
        </button>
      </div>
    )
  }
  return (
    <button
      type="button"
      className="button button-primary"
      disabled
      aria-describedby="wallet-loading-hint"
      data-testid="connect-wallet-placeholder"
    >
      Connect Wallet
      <span id="wallet-loading-hint" className="button-hint">
        loading wallet…
      </span>
    </button>
  )
}
