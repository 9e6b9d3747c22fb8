import type { SafeMessage } from '@assent/gateway-client'
import { useState } from 'react'
import type { Hex } from 'viem'
import { AddressView } from '../../components/AddressView'
import { CopyButton } from '../../components/CopyButton'
import { useWalletAccount } from '../../wallet/walletAccount'
import { useCurrentSafe } from '../safe/SafeContext'
import { checkMessageHash } from './checkMessageHash'
import { checkSignatureOnChain } from './checkSignatureOnChain'
import { formatUtcTime } from './formatUtcDay'
import { LazySignMessageButton } from './LazySignMessageButton'
import { MessageContentView } from './MessageContentView'

const originName = (origin: string | null | undefined): string | undefined => {
  if (!origin) return undefined
  try {
    const parsed = JSON.parse(origin) as { name?: unknown }
    return typeof parsed.name === 'string' ? parsed.name : origin
  } catch {
    return origin
  }
}

/** One off-chain message: status, signers, content, locally checked hash and actions. */
export function MessageItem({ message, onChange }: { message: SafeMessage; onChange: () => void }) {
  const safe = useCurrentSafe()
  const wallet = useWalletAccount()
  const [validity, setValidity] = useState<
    | { status: 'idle' | 'checking' }
    | { status: 'done'; valid: boolean }
    | { status: 'error'; error: string }
  >({ status: 'idle' })
  const hashCheck = checkMessageHash({
    chainId: safe.chainId,
    safeAddress: safe.address,
    safeVersion: safe.safeInfo.version,
    message: message.message,
    gatewayHash: message.messageHash,
  })
  const confirmed = message.status === 'CONFIRMED'
  const me = wallet.address?.toLowerCase()
  const signedByMe = message.confirmations.some((c) => c.owner.value.toLowerCase() === me)
  const appName = message.name ?? originName(message.origin)

  async function checkValidity() {
    if (!message.preparedSignature) return
    setValidity({ status: 'checking' })
    try {
      const valid = await checkSignatureOnChain({
        rpcUrl: safe.chain.rpcUri.value,
        safeAddress: safe.address,
        content: message.message,
        signature: message.preparedSignature as Hex,
      })
      setValidity({ status: 'done', valid })
    } catch (error) {
      setValidity({
        status: 'error',
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }

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
          >
            {message.status}
          </span>
          <span data-testid="message-confirmations">
            {message.confirmationsSubmitted} of {message.confirmationsRequired}
          </span>
          {appName && <span className="muted">via {appName}</span>}
        </div>
        <span className="muted">{formatUtcTime(message.creationTimestamp)}</span>
      </div>

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
      <dl className="sa-kv">
        <dt>SafeMessage hash</dt>
        <dd className="mono" data-testid="message-hash">
          {hashCheck.status === 'error' ? message.messageHash : hashCheck.localHash}
          {hashCheck.status === 'match' && <span className="muted"> (checked locally)</span>}
        </dd>
        <dt>Signed by</dt>
        <dd>
          {message.confirmations.map((c) => (
            <div key={c.owner.value}>
              <AddressView address={c.owner.value} chainId={safe.chainId} size={20} />
            </div>
          ))}
        </dd>
      </dl>

      <div className="sa-card-actions">
        {!confirmed && !signedByMe && hashCheck.status === 'match' && (
          <LazySignMessageButton
            content={message.message}
            messageHash={hashCheck.localHash}
            label="Confirm"
            onSigned={onChange}
          />
        )}
        {confirmed && message.preparedSignature && (
          <>
            <span className="muted">Signature</span>
            <CopyButton value={message.preparedSignature} label="Copy signature" />
            <button
              type="button"
              className="button button-small"
              data-testid="check-validity"
              disabled={validity.status === 'checking'}
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
