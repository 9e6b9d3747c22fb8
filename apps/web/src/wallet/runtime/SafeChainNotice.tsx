import { useAccount, useSwitchChain } from 'wagmi'

/**
 * Shown above a Safe's pages when the connected wallet is on another network than the Safe:
 * signing there would fail or target the wrong chain. Switching errors are reported by
 * WalletErrorReporter (rejection, 4902 → add chain, other failures).
 */
export function SafeChainNotice({ chainId, chainName }: { chainId: number; chainName: string }) {
  const account = useAccount()
  const { switchChain, isPending } = useSwitchChain()
  if (account.status !== 'connected' || account.chainId === chainId) return null
  return (
    <div
      className="notice notice-warning chain-notice"
      role="status"
      data-testid="chain-mismatch-notice"
    >
      <span>
        Your wallet is on {account.chain?.name ?? `chain ${account.chainId}`}. This Safe is on{' '}
        {chainName}: switch to sign or execute.
      </span>
      <button
        type="button"
        className="button button-small"
        disabled={isPending}
        onClick={() => switchChain({ chainId })}
      >
        {isPending ? 'Switching…' : `Switch to ${chainName}`}
      </button>
    </div>
  )
}
