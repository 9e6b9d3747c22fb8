import { useState } from 'react'
import type { Hex } from 'viem'
import { downloadFile } from '../../../components/downloadFile'
import { useGateway } from '../../../kernel/GatewayProvider'
import { useVerificationClient } from '../../../verification-rpc/useVerificationClient'
import type { CurrentSafe } from '../../safe/SafeContext'
import { buildEvidenceFile } from './buildEvidenceFile'

type Status =
  | { kind: 'idle' }
  | { kind: 'building' }
  | { kind: 'done' }
  | {
      kind: 'failed'
      message: string
    }

/**
 * "Export evidence": builds the transaction's evidence file in this browser through the
 * verification RPC (the proofs never come from the gateway) and downloads it, to check with
 * the offline verifier page or `assent-verify --check-evidence`. On an error nothing is
 * downloaded and the reason shows beside the button.
 */
export function ExportEvidenceButton({ safe, safeTxHash }: { safe: CurrentSafe; safeTxHash: Hex }) {
  const gateway = useGateway()
  const verification = useVerificationClient(safe.chainId)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const client = verification.client

  async function exportEvidence() {
    if (!client) return
    setStatus({ kind: 'building' })
    try {
      const file = await buildEvidenceFile({
        gateway,
        client,
        chainId: Number(safe.chainId),
        chainShortName: safe.chain.shortName,
        safe: safe.address,
        safeTxHash,
      })
      downloadFile(file.fileName, file.json, 'application/json')
      setStatus({ kind: 'done' })
    } catch (error) {
      setStatus({ kind: 'failed', message: describeExportError(error) })
    }
  }

  return (
    <div className="actions" data-testid="export-evidence">
      <button
        type="button"
        className="button"
        disabled={!client || status.kind === 'building'}
        onClick={() => void exportEvidence()}
      >
        {status.kind === 'building' ? 'Exporting evidence…' : 'Export evidence'}
      </button>
      {!client && !verification.pending && (
        <span className="muted">
          Needs a verification RPC for this chain (your wallet on it, or one pinned in Settings).
        </span>
      )}
      {status.kind === 'done' && (
        <span className="muted" role="status">
          Evidence file saved: check it offline with the verifier page.
        </span>
      )}
      {status.kind === 'failed' && (
        <p className="tx-danger-box" role="alert" data-testid="export-evidence-error">
          {status.message}
        </p>
      )}
    </div>
  )
}

/** viem's short message (no request dump) or the error's own. */
function describeExportError(error: unknown): string {
  const message =
    error instanceof Error
      ? 'shortMessage' in error && typeof error.shortMessage === 'string'
        ? error.shortMessage
        : error.message
      : String(error)
  return `The evidence could not be built, nothing was downloaded: ${message}`
}
