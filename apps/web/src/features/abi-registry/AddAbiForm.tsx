import { useId, useMemo, useState } from 'react'
import type { Abi } from 'viem'
import { checkContractAddress, toAbiRegistryEntry } from './abiRegistryEntry'
import { AbiRegistryError } from './abiRegistryErrors'
import { abiRegistryKey } from './abiRegistryKey'
import type { AbiRegistry } from './abiRegistryStore'
import { parseAbiJson } from './parseAbiJson'
import { useAbiRegistry } from './useRegisteredAbis'

type Checked<T> = { ok: true; value: T } | { ok: false; message: string } | undefined

function check<T>(text: string, read: (text: string) => T): Checked<T> {
  if (!text.trim()) return undefined
  try {
    return { ok: true, value: read(text) }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
}

/**
 * Attach an ABI to a contract on `chainId`: the address, and the ABI pasted or read from a
 * file, both checked as they are typed; stored only when both are valid.
 */
export function AddAbiForm({ chainId, registry }: { chainId: string; registry: AbiRegistry }) {
  const addressId = useId()
  const abiId = useId()
  const fileId = useId()
  const [addressText, setAddressText] = useState('')
  const [abiText, setAbiText] = useState('')
  const [fileName, setFileName] = useState<string | null>(null)
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; message: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const { entries } = useAbiRegistry(registry)
  const address = check(addressText, checkContractAddress)
  // An ABI can be large (a build artifact with its bytecode): check it once per text.
  const abi: Checked<Abi> = useMemo(() => check(abiText, parseAbiJson), [abiText])
  const replaces =
    address?.ok &&
    entries.some((e) => abiRegistryKey(e) === abiRegistryKey({ chainId, address: address.value }))

  async function onFile(file: File | undefined) {
    if (!file) return
    setFileName(file.name)
    setStatus(null)
    setAbiText(await file.text())
  }

  async function onSubmit() {
    if (!address?.ok || !abi?.ok) return
    setBusy(true)
    try {
      const entry = toAbiRegistryEntry({ chainId, address: address.value, abi: abi.value })
      await registry.put([entry])
      setStatus({
        kind: 'ok',
        message: `${replaces ? 'Replaced' : 'Added'} the ABI of ${entry.address}.`,
      })
      setAddressText('')
      setAbiText('')
      setFileName(null)
    } catch (error) {
      setStatus({
        kind: 'error',
        message: error instanceof AbiRegistryError ? error.message : String(error),
      })
    } finally {
      setBusy(false)
    }
  }

  const functions = abi?.ok ? abi.value.filter((item) => item.type === 'function').length : 0
  return (
    <form
      className="card"
      aria-labelledby={`${abiId}-title`}
      data-testid="abi-add-form"
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
    >
      <h3 id={`${abiId}-title`}>Add an ABI</h3>
      <div className="field">
        <label htmlFor={addressId}>Contract address</label>
        <input
          id={addressId}
          className="input mono"
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          value={addressText}
          aria-invalid={address?.ok === false}
          onChange={(event) => {
            setAddressText(event.target.value)
            setStatus(null)
          }}
          data-testid="abi-address-input"
        />
        {address?.ok === false && (
          <p className="field-error" data-testid="abi-address-error">
            {address.message}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={abiId}>ABI (JSON)</label>
        <textarea
          id={abiId}
          className="input mono"
          rows={6}
          spellCheck={false}
          placeholder='[{"type":"function","name":"…","inputs":[…],"outputs":[…]}]'
          value={abiText}
          aria-invalid={abi?.ok === false}
          onChange={(event) => {
            setAbiText(event.target.value)
            setFileName(null)
            setStatus(null)
          }}
          data-testid="abi-json-input"
        />
        <div className="actions">
          <label htmlFor={fileId} className="button button-small">
            Choose a file…
          </label>
          <input
            id={fileId}
            type="file"
            accept="application/json,.json,.abi"
            className="visually-hidden"
            data-testid="abi-file-input"
            onChange={(event) => {
              void onFile(event.target.files?.[0])
              event.target.value = ''
            }}
          />
          {fileName && <span className="muted">{fileName}</span>}
        </div>
        {abi?.ok === false && (
          <p className="field-error" role="alert" data-testid="abi-json-error">
            {abi.message}
          </p>
        )}
        {abi?.ok && (
          <p className="field-hint" data-testid="abi-json-summary">
            A valid ABI: {functions} function{functions === 1 ? '' : 's'}, {abi.value.length} item
            {abi.value.length === 1 ? '' : 's'} in all.
          </p>
        )}
      </div>
      {replaces && (
        <p className="field-hint">This contract already has an ABI here: it will be replaced.</p>
      )}
      <div className="actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={!address?.ok || !abi?.ok || busy}
          data-testid="abi-add"
        >
          {replaces ? 'Replace ABI' : 'Add ABI'}
        </button>
      </div>
      {status && (
        <p
          className={status.kind === 'ok' ? 'field-hint' : 'field-error'}
          role={status.kind === 'ok' ? 'status' : 'alert'}
          data-testid="abi-add-status"
        >
          {status.message}
        </p>
      )}
    </form>
  )
}
