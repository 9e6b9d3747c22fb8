import { Modal } from '../../../components/Modal'
import type { Prompt } from './promptStore'
import { PromptClosedError } from './promptStore'

const descriptions: Record<string, string> = {
  requestAddressBook: 'Read your address book (names and addresses on this network)',
}

/** Asks whether an app may use restricted methods (EIP-2255). */
export function PermissionPrompt({ prompt }: { prompt: Extract<Prompt, { kind: 'permissions' }> }) {
  return (
    <Modal
      layer="prompt"
      title="Permission request"
      testId="permission-prompt"
      onClose={() => prompt.reject(new PromptClosedError())}
    >
      <p>
        <strong>{prompt.app.name}</strong> ({prompt.app.origin}) asks to:
      </p>
      <ul data-testid="permission-list">
        {prompt.capabilities.map((capability) => (
          <li key={capability}>{descriptions[capability] ?? capability}</li>
        ))}
      </ul>
      <p className="muted">You can revoke this later in Settings → Safe Apps.</p>
      <div className="modal-footer">
        <button type="button" className="button" onClick={() => prompt.resolve(false)}>
          Deny
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => prompt.resolve(true)}
        >
          Allow
        </button>
      </div>
    </Modal>
  )
}
