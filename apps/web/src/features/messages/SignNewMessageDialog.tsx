import { safeMessageHash } from '@assent/core'
import { useState } from 'react'
import { Modal } from '../../components/Modal'
import { useCurrentSafe } from '../safe/SafeContext'
import { LazySignMessageButton } from './LazySignMessageButton'
import { MessageDeviceHashes } from './MessageDeviceHashes'
import { MessageRisksReview } from './risks/MessageRisksReview'
import { useMessageRiskReview } from './risks/useMessageRiskReview'

/**
 * Write a text message, see its SafeMessage hash, sign it and propose it to the other owners.
 * Text that is really a hash or an EIP-712 preimage needs its word first, as from an app.
 */
export function SignNewMessageDialog({ onClose }: { onClose: () => void }) {
  const safe = useCurrentSafe()
  const [text, setText] = useState('')
  const version = safe.safeInfo.version
  const hash =
    text && version
      ? safeMessageHash({
          chainId: BigInt(safe.chainId),
          safeAddress: safe.address,
          safeVersion: version,
          message: text,
        })
      : undefined
  const risks = useMessageRiskReview(text || undefined, safe)
  return (
    <Modal title="Sign a message" onClose={onClose} testId="sign-new-message">
      <div className="field">
        <label className="field-label" htmlFor="new-message-text">
          Message
        </label>
        <textarea
          id="new-message-text"
          className="input"
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {hash && (
        <dl className="sa-kv">
          <dt>SafeMessage hash</dt>
          <dd className="mono" data-testid="new-message-hash">
            {hash}
          </dd>
        </dl>
      )}
      {hash && <MessageDeviceHashes content={text} />}
      <MessageRisksReview review={risks} />
      <p className="muted">
        Owners sign the SafeMessage off-chain; once {safe.safeInfo.threshold} have signed, the Safe
        accepts the signature under EIP-1271.
      </p>
      <div className="modal-footer">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        {hash && (
          <LazySignMessageButton
            content={text}
            messageHash={hash}
            label="Sign and propose"
            acknowledgements={risks.acknowledgements}
            onSigned={onClose}
          />
        )}
      </div>
    </Modal>
  )
}
