import { useId, useState } from 'react'
import { downloadFile } from '../../components/downloadFile'
import { notify } from '../../kernel/notifications/notify'
import { exportLocalData, importLocalData } from './localData'

/** Export and import of what this browser keeps: address book, added Safes, hidden tokens, settings. */
export function DataSettingsPage() {
  const fileId = useId()
  const [error, setError] = useState<string | null>(null)

  async function onImport(file: File | undefined) {
    if (!file) return
    try {
      const counts = importLocalData(await file.text())
      setError(null)
      notify({
        kind: 'success',
        title: 'Data imported',
        message: `${counts.addressBook} address book entries and ${counts.addedSafes} Safes.`,
      })
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    }
  }

  return (
    <section className="card" aria-labelledby="data-title" data-testid="data-settings">
      <h2 id="data-title">Data</h2>
      <p className="muted">
        Assent keeps your address book, added Safes, hidden tokens and preferences in this browser
        only. Export them to a file to back them up or move them to another browser.
      </p>
      <div className="actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() =>
            downloadFile(
              `assent-data-${new Date().toISOString().slice(0, 10)}.json`,
              exportLocalData(),
              'application/json',
            )
          }
        >
          Export data
        </button>
        <label htmlFor={fileId} className="button">
          Import data
        </label>
        <input
          id={fileId}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          data-testid="data-import"
          onChange={(e) => {
            onImport(e.target.files?.[0])
            e.target.value = ''
          }}
        />
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
