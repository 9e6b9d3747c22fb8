import { Link } from '@tanstack/react-router'
import { useChains } from '../../chains/useChains'
import { Skeleton } from '../../components/Skeleton'
import { useLocalStore } from '../../kernel/createLocalStore'
import { lazyWalletComponent } from '../../wallet/lazyWalletComponent'
import { useWalletAccount } from '../../wallet/walletAccount'
import { addedSafesStore, removeSafe } from '../safe/addedSafesStore'
import { groupSafesByAddress } from '../safe/sameSafeAcrossChains'
import { useOwnedSafes } from './hooks/useOwnedSafes'
import { LoadSafeForm } from './LoadSafeForm'
import { SafeGroupRow } from './SafeGroupRow'
import { SafeRow } from './SafeRow'

const ConnectPrompt = lazyWalletComponent(
  () => import('./ConnectPrompt'),
  <button type="button" className="button button-primary" disabled>
    Connect Wallet
  </button>,
)

/** `/`: connect, the Safes you own and the ones you added, load or create a Safe. */
export function WelcomePage() {
  const chainsQuery = useChains()
  const chains = chainsQuery.data ?? []
  const wallet = useWalletAccount()
  const owned = useOwnedSafes(chains, wallet.address)
  const added = useLocalStore(addedSafesStore)
  const addedRows = added.flatMap((safe) => {
    const chain = chains.find((c) => c.chainId === safe.chainId)
    return chain ? [{ chain, address: safe.address }] : []
  })

  return (
    <div className="page page-narrow" data-testid="welcome-page">
      <div className="hero">
        <h1>Welcome to Assent</h1>
        <p className="muted">
          A multi-signature account wallet that checks every signature request itself. Open a Safe
          you own, watch any Safe, or create a new one.
        </p>
      </div>

      {chainsQuery.isError && (
        <div className="card error-state" role="alert">
          <h2>The gateway did not answer</h2>
          <p className="muted">{chainsQuery.error.message}</p>
          <button type="button" className="button" onClick={() => chainsQuery.refetch()}>
            Retry
          </button>
        </div>
      )}

      <section className="card" aria-labelledby="my-safes-title" data-testid="my-safes">
        <div className="card-header">
          <h2 id="my-safes-title">My Safes</h2>
          <Link to="/new-safe" className="button button-primary" data-testid="create-safe-link">
            Create new Safe
          </Link>
        </div>
        {!wallet.address ? (
          <div className="empty-state" style={{ padding: '12px 0' }}>
            <p className="muted">Connect your wallet to see the Safes you own.</p>
            <ConnectPrompt />
          </div>
        ) : owned.isPending ? (
          <div aria-busy="true">
            <Skeleton height="2.75rem" />
          </div>
        ) : owned.safes.length === 0 ? (
          <p className="muted">The connected wallet owns no Safe on these networks yet.</p>
        ) : (
          <ul className="list">
            {groupSafesByAddress(owned.safes).map(({ address, chains: on }) =>
              on.length > 1 ? (
                <SafeGroupRow key={address} address={address} chains={on} />
              ) : (
                on[0] && <SafeRow key={address} chain={on[0]} address={address} />
              ),
            )}
          </ul>
        )}
        {owned.errors.map(({ chain, error }) => (
          <p key={chain.chainId} className="field-error" role="alert">
            Safes on {chain.chainName} could not be listed: {error.message}
          </p>
        ))}
      </section>

      {addedRows.length > 0 && (
        <section className="card" aria-labelledby="added-safes-title" data-testid="added-safes">
          <h2 id="added-safes-title">Added Safes</h2>
          <ul className="list">
            {addedRows.map(({ chain, address }) => (
              <SafeRow
                key={`${chain.chainId}:${address}`}
                chain={chain}
                address={address}
                action={
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`Remove ${address} from added Safes`}
                    onClick={() => removeSafe({ chainId: chain.chainId, address })}
                  >
                    Remove
                  </button>
                }
              />
            ))}
          </ul>
        </section>
      )}

      <LoadSafeForm />
    </div>
  )
}
