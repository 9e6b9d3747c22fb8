import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useChains } from '../../../chains/useChains'
import { lazyWalletComponent } from '../../../wallet/lazyWalletComponent'
import { useSafeAcrossChains } from '../../safe/hooks/useSafeAcrossChains'
import { useCurrentSafe } from '../../safe/SafeContext'

const AddNetworkButton = lazyWalletComponent(
  () => import('./AddNetworkButton'),
  <button type="button" className="button button-primary" disabled>
    Create on another network
  </button>,
)

/** Settings → Setup: create this Safe, at the same address, on a served network it is not on. */
export function AddNetworkSection() {
  const safe = useCurrentSafe()
  const chains = useChains().data ?? []
  const across = useSafeAcrossChains(chains, safe.address)
  const navigate = useNavigate()
  const selectId = useId()
  const [choice, setChoice] = useState('')
  if (safe.counterfactual) return null
  const missing = across.filter((entry) => !entry.isPending && !entry.info).map((e) => e.chain)
  const target = missing.find((c) => c.chainId === choice) ?? missing[0]
  return (
    <section className="card" aria-labelledby="add-network-title" data-testid="add-network">
      <h2 id="add-network-title">Add a network</h2>
      {!target ? (
        <p className="muted">This Safe is on every network this gateway serves.</p>
      ) : (
        <>
          <p className="muted">
            Creates this Safe at the same address on another network by replaying its creation
            (owners, threshold, salt nonce, singleton, factory). The address is checked before your
            wallet is asked; it is refused if the owners or threshold changed since creation.
          </p>
          <div className="field" style={{ maxWidth: 320 }}>
            <label htmlFor={selectId}>Network</label>
            <select
              id={selectId}
              className="select"
              value={target.chainId}
              onChange={(e) => setChoice(e.target.value)}
            >
              {missing.map((c) => (
                <option key={c.chainId} value={c.chainId}>
                  {c.chainName}
                </option>
              ))}
            </select>
          </div>
          <AddNetworkButton
            source={safe.chain}
            target={target}
            address={safe.address}
            current={{
              owners: safe.safeInfo.owners.map((o) => o.value),
              threshold: safe.safeInfo.threshold,
            }}
            onAdded={(chain) =>
              navigate({ to: '/home', search: { safe: `${chain.shortName}:${safe.address}` } })
            }
          />
        </>
      )}
    </section>
  )
}
