import { CopyButton } from '../../../components/CopyButton'
import { DEVICE_HASHES_NOTE } from '../../../components/DeviceHashes'

/** Domain hash, message hash and safeTxHash computed in this browser, with the version used. */
export function HashesPanel({
  domainHash,
  messageHash,
  safeTxHash,
  safeVersion,
}: {
  domainHash: string
  messageHash: string
  safeTxHash: string
  safeVersion: string
}) {
  return (
    <section className="tx-section" data-testid="hashes-panel" aria-labelledby="hashes-title">
      <h3 id="hashes-title">Hashes (computed here, Safe {safeVersion})</h3>
      <dl className="tx-kv">
        <dt>Domain hash</dt>
        <dd className="mono" data-testid="domain-hash">
          {domainHash} <CopyButton value={domainHash} label="Copy domain hash" />
        </dd>
        <dt>Message hash</dt>
        <dd className="mono" data-testid="message-hash">
          {messageHash} <CopyButton value={messageHash} label="Copy message hash" />
        </dd>
        <dt>safeTxHash</dt>
        <dd className="mono" data-testid="safe-tx-hash">
          {safeTxHash} <CopyButton value={safeTxHash} label="Copy safeTxHash" />
        </dd>
      </dl>
      <p className="muted" data-testid="device-hashes-note">
        {DEVICE_HASHES_NOTE}
      </p>
    </section>
  )
}
