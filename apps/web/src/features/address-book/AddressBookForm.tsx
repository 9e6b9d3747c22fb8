import { isChecksummedAddress } from '@assent/core'
import { type FormEvent, useEffect, useId, useState } from 'react'
import {
  type AddressBookEntry,
  ALL_CHAINS,
  removeAddressBookEntry,
  upsertAddressBookEntry,
} from './addressBookStore'

/** A network the user can pick as an entry's scope. */
export type AddressBookChain = { chainId: string; chainName: string }

/**
 * Adds a name for an address, or edits the one being edited, on one network or on all of them
 * (`defaultChainId` is the scope a new entry starts with).
 */
export function AddressBookForm({
  chains,
  defaultChainId,
  editing,
  onDone,
}: {
  chains: readonly AddressBookChain[]
  defaultChainId: string
  editing: AddressBookEntry | null
  onDone: () => void
}) {
  const [address, setAddress] = useState('')
  const [name, setName] = useState('')
  const [scope, setScope] = useState(defaultChainId)
  const [error, setError] = useState<string | null>(null)
  const addressId = useId()
  const nameId = useId()
  const scopeId = useId()

  useEffect(() => {
    setAddress(editing?.address ?? '')
    setName(editing?.name ?? '')
    setScope(editing?.chainId ?? defaultChainId)
    setError(null)
  }, [editing, defaultChainId])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const value = address.trim()
    if (!/^0x[0-9a-fA-F]{40}$/.test(value))
      return setError('Enter a valid address (0x followed by 40 hex characters).')
    const hex = value.slice(2)
    if (hex !== hex.toLowerCase() && hex !== hex.toUpperCase() && !isChecksummedAddress(value)) {
      return setError('This address has a wrong checksum. Check it for typos.')
    }
    if (!name.trim()) return setError('Enter a name.')
    if (name.trim().length > 50) return setError('Names have at most 50 characters.')
    // A new scope moves the entry: the one of the old scope goes.
    if (editing && editing.chainId !== scope)
      removeAddressBookEntry(editing.chainId, editing.address)
    upsertAddressBookEntry({ chainId: scope, address: value as `0x${string}`, name: name.trim() })
    setAddress('')
    setName('')
    setScope(defaultChainId)
    setError(null)
    onDone()
  }

  return (
    <form
      className="card"
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? 'Edit entry' : 'Add entry'}
    >
      <h2>{editing ? 'Edit entry' : 'Add entry'}</h2>
      <div className="form-row">
        <div className="field">
          <label htmlFor={nameId}>Name</label>
          <input
            id={nameId}
            className="input"
            value={name}
            maxLength={50}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field" style={{ flex: 2 }}>
          <label htmlFor={addressId}>Address</label>
          <input
            id={addressId}
            className="input mono"
            value={address}
            placeholder="0x…"
            readOnly={Boolean(editing)}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setAddress(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={scopeId}>Network</label>
          <select
            id={scopeId}
            className="select"
            value={scope}
            onChange={(e) => setScope(e.target.value)}
          >
            <option value={ALL_CHAINS}>All networks</option>
            {chains.map((c) => (
              <option key={c.chainId} value={c.chainId}>
                {c.chainName}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {editing ? 'Save' : 'Add'}
        </button>
        {editing && (
          <button type="button" className="button" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
