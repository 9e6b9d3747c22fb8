import { useId } from 'react'
import { CopyButton } from './CopyButton'

/**
 * The domain hash and message hash a hardware wallet shows when it blind-signs EIP-712 typed
 * data (a Ledger's "hashed message" screens), computed in this browser, with the one line that
 * tells the signer to compare them on the device before approving there.
 */
export function DeviceHashes({
  domainHash,
  messageHash,
  className = 'sa-kv',
  testId = 'device-hashes',
}: {
  domainHash: string
  messageHash: string
  /** The key-value list style of the surrounding view (`sa-kv`, `tx-kv`). */
  className?: string
  testId?: string
}) {
  const noteId = useId()
  return (
    <div data-testid={testId}>
      <dl className={className} aria-describedby={noteId}>
        <dt>Domain hash</dt>
        <dd className="mono" data-testid="device-domain-hash">
          {domainHash} <CopyButton value={domainHash} label="Copy domain hash" />
        </dd>
        <dt>Message hash</dt>
        <dd className="mono" data-testid="device-message-hash">
          {messageHash} <CopyButton value={messageHash} label="Copy message hash" />
        </dd>
      </dl>
      <p className="muted" id={noteId} data-testid="device-hashes-note">
        {DEVICE_HASHES_NOTE}
      </p>
    </div>
  )
}

/** The one line beside the hashes (asserted word for word in tests). */
export const DEVICE_HASHES_NOTE =
  'Compare these on your device: a hardware wallet shows this domain hash and message hash before you approve.'
