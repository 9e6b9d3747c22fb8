import { useState } from 'react'
import { Modal } from '../../../components/Modal'
import { parseAppUrl } from '../open/parseAppUrl'
import { AppIcon } from './AppIcon'
import { type AppManifest, fetchAppManifest } from './appManifest'
import { addCustomApp } from './customAppsStore'

/**
 * Adds an app by URL: loads and validates its manifest.json, shows what it says about itself,
 * and adds it (on this chain, in this browser) only after the user accepts the risk.
 */
export function AddCustomAppDialog({ chainId, onClose }: { chainId: string; onClose: () => void }) {
  const [input, setInput] = useState('')
  const [state, setState] = useState<
    | { status: 'idle' }
    | { status: 'loading' }
    | { status: 'error'; error: string }
    | { status: 'loaded'; url: string; manifest: AppManifest }
  >({ status: 'idle' })
  const [accepted, setAccepted] = useState(false)

  async function load() {
    const parsed = parseAppUrl(input)
    if (!parsed.ok) return setState({ status: 'error', error: parsed.error })
    setState({ status: 'loading' })
    try {
      const manifest = await fetchAppManifest(parsed.url)
      setState({ status: 'loaded', url: parsed.url, manifest })
    } catch (error) {
      setState({ status: 'error', error: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <Modal title="Add custom app" onClose={onClose} testId="add-custom-app">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          load()
        }}
      >
        <div className="field">
          <label className="field-label" htmlFor="custom-app-url">
            App URL
          </label>
          <input
            id="custom-app-url"
            className="input"
            placeholder="https://…"
            value={input}
            onChange={(event) => {
              setInput(event.target.value)
              setState({ status: 'idle' })
              setAccepted(false)
            }}
          />
        </div>
        <button type="submit" className="button" disabled={state.status === 'loading'}>
          {state.status === 'loading' ? 'Loading manifest…' : 'Load manifest'}
        </button>
      </form>
      {state.status === 'error' && (
        <p className="sa-danger" role="alert" data-testid="custom-app-error">
          {state.error}
        </p>
      )}
      {state.status === 'loaded' && (
        <div data-testid="custom-app-preview" style={{ marginTop: '1rem' }}>
          <div className="sa-card-top">
            <AppIcon src={state.manifest.iconUrl} name={state.manifest.name} />
            <div>
              <strong>{state.manifest.name}</strong>
              <div className="muted">{state.manifest.description}</div>
            </div>
          </div>
          <p className="sa-warning" style={{ marginTop: '0.75rem' }}>
            This app is not reviewed by anyone. It can ask your Safe to sign transactions and
            messages; a malicious app can take your funds if you approve what it asks.
          </p>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              data-testid="custom-app-accept"
            />
            This app is unknown to me and I accept the risk
          </label>
        </div>
      )}
      <div className="modal-footer">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={state.status !== 'loaded' || !accepted}
          data-testid="custom-app-add"
          onClick={() => {
            if (state.status !== 'loaded') return
            addCustomApp(chainId, { url: state.url, ...state.manifest })
            onClose()
          }}
        >
          Add app
        </button>
      </div>
    </Modal>
  )
}
