import { useId, useState } from 'react'
import { type AbiFunction, toFunctionSelector } from 'viem'
import { CopyButton } from '../../components/CopyButton'
import { downloadFile } from '../../components/downloadFile'
import { useAddressBookName } from '../address-book/addressBookStore'
import { AddAbiForm } from './AddAbiForm'
import type { AbiRegistryEntry } from './abiRegistryEntry'
import { ABI_REGISTRY_ERRORS, AbiRegistryError } from './abiRegistryErrors'
import { parseAbiRegistryFile, toAbiRegistryFile } from './abiRegistryFile'
import { type AbiRegistry, abiRegistry } from './abiRegistryStore'
import { useAbiRegistry } from './useRegisteredAbis'

const storageProblems = new Set<string>([
  ABI_REGISTRY_ERRORS.unavailable,
  ABI_REGISTRY_ERRORS.storageFailed,
])

type Status = { kind: 'ok' | 'error'; message: string } | null

/**
 * The ABI registry of one chain: add (paste or file), list with the number of functions,
 * remove; export and import cover every chain.
 */
export function AbiRegistryPanel({
  chainId,
  chainName,
  registry = abiRegistry,
}: {
  chainId: string
  chainName: string
  registry?: AbiRegistry
}) {
  const importId = useId()
  const { status, entries } = useAbiRegistry(registry)
  const [fileStatus, setFileStatus] = useState<Status>(null)
  const rows = entries
    .filter((entry) => entry.chainId === chainId)
    .sort((a, b) => b.addedAt.localeCompare(a.addedAt))

  async function onImport(file: File | undefined) {
    if (!file) return
    try {
      const imported = parseAbiRegistryFile(await file.text())
      await registry.put(imported)
      setFileStatus({
        kind: 'ok',
        message: `Imported ${imported.length} ABI${imported.length === 1 ? '' : 's'} from ${file.name}.`,
      })
    } catch (error) {
      setFileStatus({
        kind: 'error',
        message:
          error instanceof AbiRegistryError
            ? storageProblems.has(error.shortMessage)
              ? error.message
              : `${error.message} Nothing was imported.`
            : String(error),
      })
    }
  }

  async function onRemove(entry: AbiRegistryEntry) {
    try {
      await registry.remove(entry)
      setFileStatus({ kind: 'ok', message: `Removed the ABI of ${entry.address}.` })
    } catch (error) {
      setFileStatus({
        kind: 'error',
        message: error instanceof Error ? error.message : String(error),
      })
    }
  }

  if (status === 'unavailable') {
    return (
      <p className="field-error" role="alert" data-testid="abi-registry-unavailable">
        {ABI_REGISTRY_ERRORS.unavailable}
      </p>
    )
  }
  return (
    <>
      <AddAbiForm chainId={chainId} registry={registry} />
      <section className="card" aria-label={`ABIs on ${chainName}`} data-testid="abi-registry-list">
        <div className="card-header">
          <h3>ABIs on {chainName}</h3>
          <div className="actions">
            <button
              type="button"
              className="button button-small"
              disabled={entries.length === 0}
              data-testid="abi-export"
              onClick={() =>
                downloadFile(
                  `assent-abis-${new Date().toISOString().slice(0, 10)}.json`,
                  toAbiRegistryFile(entries),
                  'application/json',
                )
              }
            >
              Export all ({entries.length})
            </button>
            <label htmlFor={importId} className="button button-small">
              Import…
            </label>
            <input
              id={importId}
              type="file"
              accept="application/json,.json"
              className="visually-hidden"
              data-testid="abi-import"
              onChange={(event) => {
                void onImport(event.target.files?.[0])
                event.target.value = ''
              }}
            />
          </div>
        </div>
        {fileStatus && (
          <p
            className={fileStatus.kind === 'ok' ? 'field-hint' : 'field-error'}
            role={fileStatus.kind === 'ok' ? 'status' : 'alert'}
            data-testid="abi-file-status"
          >
            {fileStatus.message}
          </p>
        )}
        {status === 'loading' ? (
          <p className="muted">Reading the stored ABIs…</p>
        ) : rows.length === 0 ? (
          <p className="muted" data-testid="abi-registry-empty">
            No ABI registered on {chainName} yet.
          </p>
        ) : (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Contract</th>
                  <th scope="col" className="num">
                    Functions
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((entry) => (
                  <AbiRow key={entry.address} entry={entry} onRemove={() => void onRemove(entry)} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  )
}

function AbiRow({ entry, onRemove }: { entry: AbiRegistryEntry; onRemove: () => void }) {
  const name = useAddressBookName(entry.chainId, entry.address)
  const functions = entry.abi.filter((item): item is AbiFunction => item.type === 'function')
  return (
    <tr data-testid="abi-registry-row" data-address={entry.address}>
      <td>
        {name && <strong>{name} </strong>}
        <span className="mono">{entry.address}</span> <CopyButton value={entry.address} />
        <details>
          <summary className="muted">Functions</summary>
          <ul className="mono" data-testid="abi-functions">
            {functions.map((fn) => {
              const signature = `${fn.name}(${fn.inputs.map((input) => input.type).join(',')})`
              return (
                <li key={signature}>
                  {toFunctionSelector(fn)} {signature}
                </li>
              )
            })}
          </ul>
        </details>
      </td>
      <td className="num" data-testid="abi-function-count">
        {functions.length}
      </td>
      <td className="num">
        <button
          type="button"
          className="button button-small button-danger"
          aria-label={`Remove the ABI of ${name ?? entry.address}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </td>
    </tr>
  )
}
