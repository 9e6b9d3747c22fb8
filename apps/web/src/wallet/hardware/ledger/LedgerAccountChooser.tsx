import './ledger.css'
import { useEffect, useId, useRef, useState } from 'react'
import type { Address } from 'viem'
import { Modal } from '../../../components/Modal'
import type { LedgerAccount } from './createLedgerProvider'
import type { LedgerSession } from './createLedgerSession'
import { LEDGER_PATH_SCHEMES, type LedgerPathScheme, ledgerAccountPath } from './ledgerAccountPath'

/** How many accounts are read from the device at a time. */
export const LEDGER_ACCOUNTS_PER_PAGE = 5

type Row = { index: number; path: string; address?: Address }
type Status =
  | { kind: 'reading' }
  | { kind: 'ready' }
  | { kind: 'showing' }
  | { kind: 'shown'; address: Address }
  | { kind: 'error'; message: string }

/**
 * Choose the account to connect: the first accounts of a derivation scheme (Ledger Live's or the
 * legacy one), each with its address read from the device, more on request; "Show on Ledger"
 * puts the chosen address on the device's screen to compare. Read one after the other: a
 * Ledger answers one request at a time.
 */
export function LedgerAccountChooser({
  session,
  onChoose,
  onCancel,
}: {
  session: LedgerSession
  onChoose: (account: LedgerAccount) => void
  onCancel: () => void
}) {
  const schemeId = useId()
  const [scheme, setScheme] = useState<LedgerPathScheme>('ledgerLive')
  const [count, setCount] = useState(LEDGER_ACCOUNTS_PER_PAGE)
  const [rows, setRows] = useState<Row[]>([])
  const [selected, setSelected] = useState<string | undefined>()
  const [status, setStatus] = useState<Status>({ kind: 'reading' })
  const [attempt, setAttempt] = useState(0)
  // Addresses already read, by path: paging and switching back do not ask the device again.
  const known = useRef(new Map<string, Address>())

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button
  useEffect(() => {
    let current = true
    const wanted = Array.from({ length: count }, (_, index) => ({
      index,
      path: ledgerAccountPath(scheme, index),
    }))
    setRows(wanted.map((row) => ({ ...row, address: known.current.get(row.path) })))
    setStatus({ kind: 'reading' })
    ;(async () => {
      for (const row of wanted) {
        if (!current) return
        if (known.current.has(row.path)) continue
        const { address } = await session.run((app) => app.getAddress(row.path))
        known.current.set(row.path, address)
        if (!current) return
        setRows((previous) => previous.map((p) => (p.path === row.path ? { ...p, address } : p)))
      }
      if (current) setStatus({ kind: 'ready' })
    })().catch((error: unknown) => {
      if (current) setStatus({ kind: 'error', message: messageOf(error) })
    })
    return () => {
      current = false
    }
  }, [session, scheme, count, attempt])

  const chosen = rows.find((row) => row.path === selected && row.address)
  const busy = status.kind === 'reading' || status.kind === 'showing'

  async function showOnDevice(row: Row & { address: Address }) {
    setStatus({ kind: 'showing' })
    try {
      const { address } = await session.run((app) => app.getAddress(row.path, { display: true }))
      if (address !== row.address) {
        setStatus({
          kind: 'error',
          message: `The Ledger now gives ${address} for ${row.path}, not ${row.address}: is it the same device?`,
        })
        return
      }
      setStatus({ kind: 'shown', address })
    } catch (error) {
      setStatus({ kind: 'error', message: messageOf(error) })
    }
  }

  return (
    <Modal title="Choose a Ledger account" onClose={onCancel} testId="ledger-account-chooser" wide>
      <p className="muted">
        Plug in your Ledger, unlock it and open the Ethereum app. The addresses below are read from
        the device.
      </p>
      <div className="field">
        <label className="field-label" htmlFor={schemeId}>
          Derivation path
        </label>
        <select
          id={schemeId}
          className="select"
          value={scheme}
          disabled={status.kind === 'showing'}
          onChange={(event) => {
            setScheme(event.target.value as LedgerPathScheme)
            setCount(LEDGER_ACCOUNTS_PER_PAGE)
            setSelected(undefined)
          }}
        >
          {LEDGER_PATH_SCHEMES.map((option) => (
            <option key={option.scheme} value={option.scheme}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="ledger-accounts" data-testid="ledger-accounts">
        <legend className="visually-hidden">Accounts</legend>
        {rows.map((row) => (
          <label key={row.path} className="ledger-account" data-testid="ledger-account-option">
            <input
              type="radio"
              name="ledger-account"
              value={row.path}
              checked={selected === row.path}
              disabled={!row.address || status.kind === 'showing'}
              onChange={() => {
                setSelected(row.path)
                if (status.kind === 'shown') setStatus({ kind: 'ready' })
              }}
            />
            <span>
              Account {row.index + 1} <span className="muted">{row.path}</span>
            </span>
            <span className="mono" data-testid="ledger-account-address">
              {row.address ?? 'reading…'}
            </span>
          </label>
        ))}
      </fieldset>
      {status.kind === 'reading' && (
        <p className="muted" role="status">
          Reading addresses from your Ledger…
        </p>
      )}
      {status.kind === 'showing' && (
        <p className="muted" role="status">
          Compare the address on your Ledger with the one chosen here, then approve it there.
        </p>
      )}
      {status.kind === 'shown' && (
        <p className="ledger-ok" role="status" data-testid="ledger-address-shown">
          Your Ledger showed {status.address}.
        </p>
      )}
      {status.kind === 'error' && (
        <div className="ledger-alert" role="alert" data-testid="ledger-error">
          <p>{status.message}</p>
          <button
            type="button"
            className="button button-small"
            onClick={() => setAttempt(attempt + 1)}
          >
            Try again
          </button>
        </div>
      )}
      <div className="ledger-chooser-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button"
          disabled={status.kind === 'showing'}
          onClick={() => setCount(count + LEDGER_ACCOUNTS_PER_PAGE)}
        >
          More accounts
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || !chosen?.address}
          onClick={() => chosen?.address && showOnDevice({ ...chosen, address: chosen.address })}
        >
          Show on Ledger
        </button>
        <button
          type="button"
          className="button button-primary"
          data-testid="ledger-use-account"
          disabled={status.kind === 'showing' || !chosen?.address}
          onClick={() =>
            chosen?.address && onChoose({ address: chosen.address, path: chosen.path })
          }
        >
          Use this account
        </button>
      </div>
    </Modal>
  )
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
