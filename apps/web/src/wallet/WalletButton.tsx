import { WalletLoadingButton } from './WalletLoadingButton'
import { useWalletContext } from './walletContext'

/**
 * The header's wallet area. Before the wallet stack is ready it is a disabled
 * "Connect Wallet" button (with "loading wallet…"), so the layout does not jump; when the
 * wallet module or the gateway's chain list fails, the reason and a Retry.
 */
export function WalletButton() {
  const { ui, error, retry } = useWalletContext()
  if (ui) return <ui.HeaderWallet />
  if (error) {
    // The short reason in view (the header is narrow), the underlying error on hover.
    return (
      <div className="wallet-placeholder" role="alert" title={causeText(error)}>
        <span className="muted">{error.message}.</span>
        <button type="button" className="button button-small" onClick={retry}>
          Retry
        </button>
      </div>
    )
  }
  return <WalletLoadingButton />
}

function causeText(error: Error): string | undefined {
  const { cause } = error
  if (cause instanceof Error) return cause.message
  return cause === undefined ? undefined : String(cause)
}
