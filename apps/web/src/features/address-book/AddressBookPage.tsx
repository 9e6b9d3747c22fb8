import { useId, useState } from 'react'
import { useChains } from '../../chains/useChains'
import { downloadFile } from '../../components/downloadFile'
import { useLocalStore } from '../../kernel/createLocalStore'
import { notify } from '../../kernel/notifications/notify'
import { useOptionalSafe } from '../safe/SafeContext'
import { AddressBookForm } from './AddressBookForm'
import { AddressView } from './AddressView'
import { toAddressBookCsv } from './addressBookCsv'
import { importAddressBookFile } from './addressBookImport'
import { toSafeWalletJson } from './addressBookJson'
import {
  type AddressBookEntry,
  ALL_CHAINS,
  addressBookStore,
  removeAddressBookEntry,
} from './addressBookStore'

/**
 * /address-book: names for addresses on one network or all; add, edit, remove, import and
 * export as Safe{Wallet}'s CSV or JSON.
 */
export function AddressBookPage() {
  const chains = useChains().data ?? []
  const safe = useOptionalSafe()
  const entries = useLocalStore(addressBookStore)
  const [chainId, setChainId] = useState<string>('')
  const [editing, setEditing] = useState<AddressBookEntry | null>(null)
  const chainFieldId = useId()
  const importId = useId()
  const chain = chains.find((c) => c.chainId === (chainId || safe?.chainId)) ?? chains[0]
  const rows = chain
    ? entries.filter((e) => e.chainId === chain.chainId || e.chainId === ALL_CHAINS)
    : []
  const scopeName = (chainId: string) =>
    chainId === ALL_CHAINS
      ? 'All networks'
      : (chains.find((c) => c.chainId === chainId)?.chainName ?? `Chain ${chainId}`)

  async function onImport(file: File | undefined) {
    if (!file) return
    const outcome = importAddressBookFile(file.name, await file.text())
    notify({
      kind: outcome.ok ? 'success' : 'error',
      title: outcome.title,
      message: outcome.message,
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
            Import CSV or JSON
          </label>
          <input
            id={importId}
            type="file"
            accept=".csv,text/csv,.json,application/json"
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
          <button
            type="button"
            className="button button-small"
            data-testid="address-book-export-json"
            disabled={entries.length === 0}
            onClick={() =>
              downloadFile(
                'address-book.json',
                toSafeWalletJson(
                  entries,
                  chains.map((c) => c.chainId),
                ),
                'application/json',
              )
            }
          >
            Export JSON
          </button>
        </div>
      </div>

      {chain && (
        <AddressBookForm
          chains={chains}
          defaultChainId={chain.chainId}
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
                  <th scope="col">Network</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((entry) => (
                  <tr key={`${entry.chainId}:${entry.address}`} data-testid="address-book-row">
                    <td>
                      <strong>{entry.name}</strong>
                    </td>
                    <td>
                      <AddressView address={entry.address} chainId={chain?.chainId} full />
                    </td>
                    <td data-testid="address-book-scope">{scopeName(entry.chainId)}</td>
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
