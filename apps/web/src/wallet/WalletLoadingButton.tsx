/**
 * The header's wallet area before the wallet stack is ready: a disabled "Connect Wallet" with
 * "loading wallet…", so the layout does not jump when the real button arrives.
 */
export function WalletLoadingButton() {
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
