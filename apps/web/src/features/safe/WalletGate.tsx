import { useConnectModal } from '@rainbow-me/rainbowkit'
import { useState } from 'react'
import type { Address } from 'viem'
import { useAccount, useSwitchChain } from 'wagmi'
import { describeWalletError } from '../../wallet/errors'
import { useProposerEntry } from './hooks/useProposerEntry'
import { ProposerNotice } from './ProposerNotice'
import type { CurrentSafe } from './SafeContext'

/**
 * Renders `children` with the connected owner's address once a wallet is connected, on the Safe's
 * chain, and owns the Safe — or, with `allowProposer`, is one of its proposers; otherwise says
 * what is missing and offers to fix it.
 */
export function WalletGate({
  safe,
  allowProposer = false,
  children,
}: {
  safe: CurrentSafe
  /** A proposer (a delegate of an owner) may go on too: proposing, not confirming. */
  allowProposer?: boolean
  children: (account: Address) => React.ReactNode
}) {
  const account = useAccount()
  const { openConnectModal } = useConnectModal()
  const { switchChainAsync, isPending } = useSwitchChain()
  const [error, setError] = useState<string | null>(null)
  const chainId = Number(safe.chainId)
  const proposer = useProposerEntry()

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
    if (allowProposer && proposer) {
      return (
        <>
          <ProposerNotice />
          {children(account.address)}
        </>
      )
    }
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
