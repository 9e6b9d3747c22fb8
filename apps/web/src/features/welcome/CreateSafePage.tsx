import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import type { Address } from 'viem'
import { useChains } from '../../chains/useChains'
import { lazyWalletComponent } from '../../wallet/lazyWalletComponent'
import { useWalletAccount } from '../../wallet/walletAccount'
import { addSafe } from '../safe/addedSafesStore'
import { CREATABLE_SAFE_VERSIONS, type CreatableSafeVersion } from './chooseSafeDeployment'
import { validateOwners } from './validateOwners'

const DeploySafeButton = lazyWalletComponent(
  () => import('./DeploySafeButton'),
  <button type="button" className="button button-primary" disabled>
    Create Safe
  </button>,
)

const CreateCounterfactualButton = lazyWalletComponent(
  () => import('./CreateCounterfactualButton'),
  <button type="button" className="button" disabled>
    Create without deploying
  </button>,
)

/** /new-safe: owners and threshold, then deploy from the connected wallet and open it. */
export function CreateSafePage() {
  const chains = useChains().data ?? []
  const wallet = useWalletAccount()
  const navigate = useNavigate()
  const [chainId, setChainId] = useState('')
  // Further networks "Create without deploying" stores the same address on.
  const [alsoOn, setAlsoOn] = useState<readonly string[]>([])
  const [owners, setOwners] = useState<string[]>([''])
  const [threshold, setThreshold] = useState(1)
  // Editable so the same Safe can be predicted again; a used one is refused with its reason.
  const [saltNonceText, setSaltNonceText] = useState(() => String(Date.now()))
  const saltNonce = /^\d{1,77}$/.test(saltNonceText) ? BigInt(saltNonceText) : null
  const [touched, setTouched] = useState(false)
  const [version, setVersion] = useState<CreatableSafeVersion>('1.4.1')
  const [l2Choice, setL2Choice] = useState<boolean | null>(null)
  const chainFieldId = useId()
  const versionId = useId()
  const thresholdId = useId()
  const saltId = useId()
  const chain = chains.find((c) => c.chainId === chainId) ?? chains[0]
  const picked = chain
    ? [chain, ...chains.filter((c) => c.chainId !== chain.chainId && alsoOn.includes(c.chainId))]
    : []
  // Safe{Wallet}'s rule: the L2 singleton except where the network says it is not an L2.
  const l2 = l2Choice ?? chain?.l2 ?? true

  // Start with the connected wallet as the first owner.
  useEffect(() => {
    if (wallet.address)
      setOwners((rows) => (rows.length === 1 && rows[0] === '' ? [wallet.address as string] : rows))
  }, [wallet.address])

  const { errors, owners: checkedOwners } = validateOwners(owners)
  const validOwners = saltNonce === null ? null : checkedOwners
  const effectiveThreshold = Math.min(threshold, owners.length)

  function onDeployed(address: Address) {
    if (!chain) return
    addSafe({ chainId: chain.chainId, address })
    navigate({ to: '/home', search: { safe: `${chain.shortName}:${address}` } })
  }

  function onCreatedUndeployed(safes: readonly { chainId: string; address: Address }[]) {
    for (const safe of safes.slice(1)) addSafe(safe)
    const opened = safes[0]
    if (opened) onDeployed(opened.address)
  }

  return (
    <div className="page page-narrow" data-testid="create-safe-page">
      <div className="hero">
        <h1>Create a new Safe</h1>
        <p className="muted">
          A Safe is a smart account that needs several owners to agree. Choose its owners and how
          many of them must confirm each transaction.
        </p>
      </div>
      <section className="card" aria-labelledby="network-title">
        <h2 id="network-title">1. Network</h2>
        <div className="field">
          <label htmlFor={chainFieldId}>Network</label>
          <select
            id={chainFieldId}
            className="select"
            value={chain?.chainId ?? ''}
            onChange={(e) => setChainId(e.target.value)}
          >
            {chains.map((c) => (
              <option key={c.chainId} value={c.chainId}>
                {c.chainName}
              </option>
            ))}
          </select>
        </div>
      </section>
      <section className="card" aria-labelledby="owners-title">
        <h2 id="owners-title">2. Owners and confirmations</h2>
        {owners.map((owner, index) => {
          const error = touched || owner ? errors[index] : null
          const id = `owner-${index}`
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the index is the row
            <div className="form-row" key={index}>
              <div className="field">
                <label htmlFor={id}>Owner {index + 1}</label>
                <input
                  id={id}
                  className="input mono"
                  value={owner}
                  placeholder="0x…"
                  spellCheck={false}
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(e) =>
                    setOwners((rows) => rows.map((r, i) => (i === index ? e.target.value : r)))
                  }
                  onBlur={() => setTouched(true)}
                />
                {error && (
                  <p id={`${id}-error`} className="field-error">
                    {error}
                  </p>
                )}
              </div>
              {owners.length > 1 && (
                <button
                  type="button"
                  className="button"
                  aria-label={`Remove owner ${index + 1}`}
                  onClick={() => setOwners((rows) => rows.filter((_, i) => i !== index))}
                >
                  Remove
                </button>
              )}
            </div>
          )
        })}
        <div className="actions">
          <button
            type="button"
            className="button"
            onClick={() => setOwners((rows) => [...rows, ''])}
          >
            Add owner
          </button>
        </div>
        <div className="field" style={{ maxWidth: 320 }}>
          <label htmlFor={thresholdId}>Threshold</label>
          <span className="actions">
            <select
              id={thresholdId}
              className="select select-small"
              value={effectiveThreshold}
              onChange={(e) => setThreshold(Number(e.target.value))}
            >
              {owners.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one option per possible threshold
                <option key={index} value={index + 1}>
                  {index + 1}
                </option>
              ))}
            </select>
            <span className="muted">out of {owners.length} owner(s)</span>
          </span>
          <p className="field-hint">
            Transactions need this many owner confirmations before they can run.
          </p>
        </div>
      </section>
      <section className="card" aria-labelledby="review-title">
        <h2 id="review-title">3. Create</h2>
        <div className="form-row">
          <div className="field">
            <label htmlFor={versionId}>Safe version</label>
            <select
              id={versionId}
              className="select select-small"
              value={version}
              onChange={(e) =>
                setVersion(CREATABLE_SAFE_VERSIONS.find((v) => v === e.target.value) ?? '1.4.1')
              }
              data-testid="safe-version-select"
            >
              <option value="1.4.1">1.4.1 (current)</option>
              <option value="1.3.0">1.3.0</option>
            </select>
          </div>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={l2}
              onChange={(e) => setL2Choice(e.target.checked)}
              data-testid="safe-l2-checkbox"
            />
            <span>
              L2 singleton (logs every transaction for indexers; more gas per transaction)
            </span>
          </label>
        </div>
        <div className="field" style={{ maxWidth: 320 }}>
          <label htmlFor={saltId}>Salt nonce</label>
          <input
            id={saltId}
            className="input mono"
            value={saltNonceText}
            inputMode="numeric"
            onChange={(e) => setSaltNonceText(e.target.value.trim())}
            aria-invalid={saltNonce === null ? true : undefined}
            data-testid="salt-nonce-input"
          />
          {saltNonce === null && (
            <p className="field-error">The salt nonce is a whole number (digits only).</p>
          )}
        </div>
        <p className="muted">
          Your wallet sends one transaction to the Safe {version} proxy factory (the{' '}
          {l2 ? 'L2' : 'non-L2'} singleton with the compatibility fallback handler). It costs gas on{' '}
          {chain?.chainName ?? 'the network'}.
        </p>
        {chain && (
          <DeploySafeButton
            version={version}
            l2={l2}
            chain={chain}
            owners={validOwners}
            threshold={effectiveThreshold}
            saltNonce={saltNonce ?? 0n}
            onDeployed={onDeployed}
          />
        )}
        {chains.length > 1 && chain && (
          <fieldset className="field" data-testid="counterfactual-networks">
            <legend>Create without deploying on</legend>
            {chains.map((c) => (
              <label className="checkbox" key={c.chainId}>
                <input
                  type="checkbox"
                  checked={picked.includes(c)}
                  disabled={c.chainId === chain.chainId}
                  onChange={(e) =>
                    setAlsoOn((ids) =>
                      e.target.checked ? [...ids, c.chainId] : ids.filter((id) => id !== c.chainId),
                    )
                  }
                  data-testid={`counterfactual-network-${c.shortName}`}
                />
                <span>{c.chainName}</span>
              </label>
            ))}
            <p className="field-hint">
              The same address on each picked network; each is deployed on its own later.
            </p>
          </fieldset>
        )}
        {chain && (
          <CreateCounterfactualButton
            version={version}
            l2={l2}
            chains={picked}
            owners={validOwners}
            threshold={effectiveThreshold}
            saltNonce={saltNonce ?? 0n}
            onCreated={onCreatedUndeployed}
          />
        )}
      </section>
    </div>
  )
}
