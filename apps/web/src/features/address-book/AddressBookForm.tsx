import { isChecksummedAddress } from '@assent/core'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { upsertAddressBookEntry } from './addressBookStore'

/** Adds a name for an address, or renames the one being edited. */
export function AddressBookForm({
  chainId,
  editing,
  onDone,
}: {
  chainId: string
  editing: { address: string; name: string } | null
  onDone: () => void
}) {
  const [address, setAddress] = useState('')
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const addressId = useId()
  const nameId = useId()

  useEffect(() => {
    setAddress(editing?.address ?? '')
    setName(editing?.name ?? '')
    setError(null)
  }, [editing])

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
    upsertAddressBookEntry({ chainId, address: value as `0x${string}`, name: name.trim() })
    setAddress('')
    setName('')
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
