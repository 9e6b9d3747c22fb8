import { useConnectModal } from '@rainbow-me/rainbowkit'
import { useState } from 'react'
import type { Address } from 'viem'
import { useAccount, useSwitchChain } from 'wagmi'
import { describeWalletError } from '../../wallet/errors'
import type { CurrentSafe } from './SafeContext'

/**
 * Renders `children` with the connected owner's address once a wallet is connected, on the Safe's
 * chain, and owns the Safe; otherwise says what is missing and offers to fix it.
 */
export function WalletGate({
  safe,
  children,
}: {
  safe: CurrentSafe
  children: (account: Address) => React.ReactNode
}) {
  const account = useAccount()
  const { openConnectModal } = useConnectModal()
  const { switchChainAsync, isPending } = useSwitchChain()
  const [error, setError] = useState<string | null>(null)
  const chainId = Number(safe.chainId)

  if (!account.address) {
    return (
      <div className="tx-warning-box">
        <p>Connect the wallet of an owner to sign.</p>
        <button type="button" className="button button-primary" onClick={openConnectModal}>
          Connect Wallet
        </button>
      </div>
    )
  }
  if (account.chainId !== chainId) {
    return (
      <div className="tx-warning-box">
        <p>Your wallet is on another network. This Safe is on {safe.chain.chainName}.</p>
        <button
          type="button"
          className="button button-primary"
          disabled={isPending}
          onClick={() =>
            switchChainAsync({ chainId }).then(
              () => setError(null),
              (failure: unknown) => setError(describeWalletError(failure, 'switchChain').message),
            )
          }
        >
          Switch to {safe.chain.chainName}
        </button>
        {error && <p className="field-error">{error}</p>}
      </div>
    )
  }
  const me = account.address.toLowerCase()
  if (!safe.safeInfo.owners.some((owner) => owner.value.toLowerCase() === me)) {
    return (
      <div className="tx-warning-box" data-testid="not-owner">
        <p>
          The connected account {account.address} is not an owner of this Safe, so it cannot sign
          for it. Connect an owner's wallet.
        </p>
      </div>
    )
  }
  return <>{children(account.address)}</>
}
