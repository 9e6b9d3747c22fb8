import { useId, useState } from 'react'
import { useChains } from '../../chains/useChains'
import { downloadFile } from '../../components/downloadFile'
import { useLocalStore } from '../../kernel/createLocalStore'
import { notify } from '../../kernel/notifications/notify'
import { useOptionalSafe } from '../safe/SafeContext'
import { AddressBookForm } from './AddressBookForm'
import { AddressView } from './AddressView'
import { parseAddressBookCsv, toAddressBookCsv } from './addressBookCsv'
import {
  addressBookStore,
  mergeAddressBookEntries,
  removeAddressBookEntry,
} from './addressBookStore'

/** /address-book: names for addresses per network; add, edit, remove, CSV import/export. */
export function AddressBookPage() {
  const chains = useChains().data ?? []
  const safe = useOptionalSafe()
  const entries = useLocalStore(addressBookStore)
  const [chainId, setChainId] = useState<string>('')
  const [editing, setEditing] = useState<{ address: string; name: string } | null>(null)
  const chainFieldId = useId()
  const importId = useId()
  const chain = chains.find((c) => c.chainId === (chainId || safe?.chainId)) ?? chains[0]
  const rows = chain ? entries.filter((e) => e.chainId === chain.chainId) : []

  async function onImport(file: File | undefined) {
    if (!file) return
    const result = parseAddressBookCsv(await file.text())
    mergeAddressBookEntries(result.entries)
    notify({
      kind: result.errors.length ? 'error' : 'success',
      title: `Imported ${result.entries.length} address${result.entries.length === 1 ? '' : 'es'}`,
      message: result.errors.length
        ? `${result.errors.length} line(s) skipped: ${result.errors
            .slice(0, 3)
            .map((e) => e.message)
            .join(' ')}`
        : undefined,
    })
  }

  return (
    <div className="page" data-testid="address-book-page">
      <div className="page-header">
        <h1>Address book</h1>
        <div className="actions">
          <label htmlFor={chainFieldId} className="field-label">
            Network
          </label>
          <select
            id={chainFieldId}
            className="select select-small"
            value={chain?.chainId ?? ''}
            onChange={(e) => setChainId(e.target.value)}
          >
            {chains.map((c) => (
              <option key={c.chainId} value={c.chainId}>
                {c.chainName}
              </option>
            ))}
          </select>
          <label htmlFor={importId} className="button button-small">
            Import CSV
          </label>
          <input
            id={importId}
            type="file"
            accept=".csv,text/csv"
            className="visually-hidden"
            data-testid="address-book-import"
            onChange={(e) => {
              onImport(e.target.files?.[0])
              e.target.value = ''
            }}
          />
          <button
            type="button"
            className="button button-small"
            data-testid="address-book-export"
            disabled={entries.length === 0}
            onClick={() => downloadFile('address-book.csv', toAddressBookCsv(entries), 'text/csv')}
          >
            Export CSV
          </button>
        </div>
      </div>

      {chain && (
        <AddressBookForm
          chainId={chain.chainId}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      )}

      <section className="card" aria-label={`Addresses on ${chain?.chainName ?? 'this network'}`}>
        {rows.length === 0 ? (
          <p className="muted">No names saved on {chain?.chainName ?? 'this network'} yet.</p>
        ) : (
          <div className="table-wrap">
            <table className="table address-book-table" data-testid="address-book-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Address</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((entry) => (
                  <tr key={entry.address} data-testid="address-book-row">
                    <td>
                      <strong>{entry.name}</strong>
                    </td>
                    <td>
                      <AddressView address={entry.address} chainId={entry.chainId} full />
                    </td>
                    <td className="num">
                      <span className="actions" style={{ justifyContent: 'flex-end' }}>
                        <button
                          type="button"
                          className="button button-small"
                          aria-label={`Edit ${entry.name}`}
                          onClick={() => setEditing(entry)}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="button button-small button-danger"
                          aria-label={`Remove ${entry.name}`}
                          onClick={() => removeAddressBookEntry(entry.chainId, entry.address)}
                        >
                          Remove
                        </button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  )
}
