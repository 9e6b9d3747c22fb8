import type { SafeConfirmationCheck } from '@assent/core'
import type { SafeMessage } from '@assent/gateway-client'
import { checkMessageHash } from '@assent/review'
import { type Address, isAddressEqual } from 'viem'
import { CopyButton } from '../../components/CopyButton'
import { useVerificationClient } from '../../verification-rpc/useVerificationClient'
import { useWalletAccount } from '../../wallet/walletAccount'
import { AddressView } from '../address-book/AddressView'
import { useCurrentSafe } from '../safe/SafeContext'
import { formatUtcTime } from './formatUtcDay'
import { LazySignMessageButton } from './LazySignMessageButton'
import { MessageContentView } from './MessageContentView'
import { MessageDeviceHashes } from './MessageDeviceHashes'
import { MessageRisksReview } from './risks/MessageRisksReview'
import { useMessageRiskReview } from './risks/useMessageRiskReview'
import { useMessageVerification } from './useMessageVerification'
import { useSignatureValidity } from './useSignatureValidity'

const originName = (origin: string | null | undefined): string | undefined => {
  if (!origin) return undefined
  try {
    const parsed = JSON.parse(origin) as { name?: unknown }
    return typeof parsed.name === 'string' ? parsed.name : origin
  } catch {
    return origin
  }
}

/**
 * One off-chain message: its status and signers as verified here (never the gateway's word),
 * what is signed and what signing it risks (each risk's word arms Confirm), the locally checked
 * hash and actions. The copyable signature is built here from verified signatures only.
 */
export function MessageItem({ message }: { message: SafeMessage }) {
  const safe = useCurrentSafe()
  const wallet = useWalletAccount()
  const rpc = useVerificationClient(safe.chainId)
  const verification = useMessageVerification(safe, message).data
  const hashCheck = checkMessageHash({
    chainId: safe.chainId,
    safeAddress: safe.address,
    safeVersion: safe.safeInfo.version,
    message: message.message,
    gatewayHash: message.messageHash,
  })
  // Until verified, never "confirmed": that is only the gateway's claim.
  const status = verification?.status ?? 'NEEDS_CONFIRMATION'
  const confirmed = status === 'CONFIRMED'
  const preparedSignature = verification?.preparedSignature
  const me = wallet.address
  const signedByMe = Boolean(
    me && verification?.verifiedSigners.some((signer) => sameAddress(signer, me)),
  )
  const appName = message.name ?? originName(message.origin)
  const canConfirm = !confirmed && !signedByMe && hashCheck.status === 'match'
  const risks = useMessageRiskReview(message.message, safe)

  const { validity, check: checkValidity } = useSignatureValidity({
    chainId: safe.chainId,
    safeAddress: safe.address,
    messageHash: message.messageHash,
    content: message.message,
    signature: preparedSignature,
    client: rpc.client,
  })

  return (
    <article
      className="card"
      data-testid="message-item"
      aria-label={`Message ${message.messageHash}`}
    >
      <div className="card-header">
        <div className="sa-tags" style={{ alignItems: 'center' }}>
          <span
            className={confirmed ? 'badge' : 'badge badge-warning'}
            data-testid="message-status"
            data-checked={verification ? 'true' : 'false'}
          >
            {status}
          </span>
          <span data-testid="message-confirmations">
            {verification ? verification.verifiedSigners.length : '…'} of {safe.safeInfo.threshold}
          </span>
          <span className="muted">{verification ? 'verified here' : 'checking…'}</span>
          {verification &&
            verification.confirmations.length !== verification.verifiedSigners.length && (
              <span className="muted" data-testid="message-gateway-confirmations">
                (the gateway lists {message.confirmations.length})
              </span>
            )}
          {appName && <span className="muted">via {appName}</span>}
        </div>
        <span className="muted">{formatUtcTime(message.creationTimestamp)}</span>
      </div>

      <MessageRisksReview review={risks} canSign={canConfirm} />
      <MessageContentView message={message.message} />

      {hashCheck.status === 'mismatch' && (
        <p className="sa-danger" role="alert" data-testid="message-hash-mismatch">
          The gateway reports hash {hashCheck.gatewayHash}, but this message hashes to{' '}
          {hashCheck.localHash} for this Safe. Do not sign it.
        </p>
      )}
      {hashCheck.status === 'error' && (
        <p className="sa-danger" role="alert">
          The message hash could not be checked: {hashCheck.error}
        </p>
      )}
      {verification?.notices.map((notice) => (
        <p
          key={notice.code}
          className="sa-warning"
          data-testid="message-notice"
          data-code={notice.code}
        >
          {notice.message}
        </p>
      ))}
      <dl className="sa-kv">
        <dt>SafeMessage hash</dt>
        <dd className="mono" data-testid="message-hash">
          {hashCheck.status === 'error' ? message.messageHash : hashCheck.localHash}
          {hashCheck.status === 'match' && <span className="muted"> (checked locally)</span>}{' '}
          <CopyButton
            value={hashCheck.status === 'error' ? message.messageHash : hashCheck.localHash}
            label="Copy SafeMessage hash"
          />
        </dd>
        <dt>Signed by</dt>
        <dd>
          {message.confirmations.map((c, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a lying gateway may list one owner twice
            <div key={`${index}-${c.owner.value}`} data-testid="message-signer">
              <AddressView address={c.owner.value} chainId={safe.chainId} size={20} />{' '}
              <SignerStatus check={verification?.confirmations[index]} />
            </div>
          ))}
        </dd>
      </dl>
      <MessageDeviceHashes content={message.message} />

      <div className="sa-card-actions">
        {canConfirm && (
          <LazySignMessageButton
            content={message.message}
            messageHash={hashCheck.localHash}
            label="Confirm"
            acknowledgements={risks.acknowledgements}
          />
        )}
        {confirmed && preparedSignature && (
          <>
            <span className="muted">Signature</span>
            <CopyButton value={preparedSignature} label="Copy signature" />
            <button
              type="button"
              className="button button-small"
              data-testid="check-validity"
              disabled={validity.status === 'checking' || !rpc.client}
              title={
                rpc.client
                  ? `Checked through ${rpc.label}`
                  : 'No independent RPC: connect your wallet to this chain or pin one in Settings → Verification RPC'
              }
              onClick={checkValidity}
            >
              Check validity on chain
            </button>
          </>
        )}
        {validity.status === 'done' && (
          <span
            className={validity.valid ? 'badge' : 'badge badge-danger'}
            role="status"
            data-testid="validity-result"
          >
            {validity.valid ? 'Valid (EIP-1271)' : 'Invalid'}
          </span>
        )}
        {validity.status === 'error' && (
          <span className="field-error" role="alert">
            {validity.error}
          </span>
        )}
      </div>
    </article>
  )
}

function SignerStatus({ check }: { check: SafeConfirmationCheck | undefined }) {
  if (!check) return <span className="badge badge-muted">checking…</span>
  const label =
    check.status === 'verified'
      ? 'verified'
      : check.status === 'unverified'
        ? 'unverified — not proven on chain'
        : 'invalid'
  const tone =
    check.status === 'verified'
      ? 'badge'
      : check.status === 'unverified'
        ? 'badge badge-warning'
        : 'badge badge-danger'
  return (
    <>
      <span className={tone} data-testid="message-signer-status" title={check.reason}>
        {label}
      </span>
      {check.duplicate && <span className="badge badge-warning"> listed twice — counted once</span>}
    </>
  )
}

function sameAddress(a: string, b: string): boolean {
  try {
    return isAddressEqual(a as Address, b as Address)
  } catch {
    return false
  }
}
