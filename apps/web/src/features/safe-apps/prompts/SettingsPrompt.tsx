import { Modal } from '../../../components/Modal'
import type { Prompt } from './promptStore'
import { PromptClosedError } from './promptStore'

/**
 * An app asks to change how its messages are signed (safe_setSettings). Turning off-chain
 * signing off makes every later message an on-chain SignMessageLib transaction: permanent, and
 * valid for any contract that asks the Safe (EIP-1271). Nothing changes unless the user allows.
 */
export function SettingsPrompt({ prompt }: { prompt: Extract<Prompt, { kind: 'settings' }> }) {
  const toOnChain = prompt.requested.offChainSigning === false
  return (
    <Modal
      layer="prompt"
      title="Change how messages are signed"
      testId="settings-prompt"
      onClose={() => prompt.reject(new PromptClosedError())}
    >
      <p>
        <strong>{prompt.app.name}</strong> ({prompt.app.origin}) asks to sign its messages{' '}
        <strong>{toOnChain ? 'on chain' : 'off chain'}</strong>.
      </p>
      {toOnChain ? (
        <p className="sa-warning" data-testid="settings-prompt-onchain">
          Each message this app asks the Safe to sign becomes a Safe transaction (a delegate call to
          SignMessageLib). Once executed, the Safe accepts the message for ever, for any contract
          that checks its signature (EIP-1271). The transaction review shows the message.
        </p>
      ) : (
        <p>Messages become off-chain SafeMessages that the owners sign without a transaction.</p>
      )}
      <p className="muted">You can see this setting later in Settings → Safe Apps.</p>
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
