import { buildSignatureBytes, parseSignatureBytes, recoverSafeSignature } from '@assent/core'
import type { Hex } from 'viem'
import type { ConfirmationRecord } from './types'

/**
 * The owners' confirmations in the `signatures` an execTransaction carried, `threshold` of
 * them. Unreadable signatures are skipped: the Safe accepted them, so the tx still counts.
 */
export async function recoverExecutedConfirmations(
  safeTxHash: Hex,
  signatures: Hex,
  threshold: number,
  timestamp: number,
): Promise<ConfirmationRecord[]> {
  let parts: ReturnType<typeof parseSignatureBytes>
  try {
    parts = parseSignatureBytes(signatures, threshold)
  } catch {
    return []
  }
  const records: ConfirmationRecord[] = []
  for (const part of parts) {
    try {
      const owner =
        part.signer ??
        (await recoverSafeSignature({ hash: safeTxHash, signature: part.data })).signer
      records.push({
        owner,
        // A contract signature is stored self-contained (its static part pointing right after
        // itself, then length and payload), as proposals store it and wallets verify it.
        signature:
          part.kind === 'contract'
            ? buildSignatureBytes([
                { signer: owner, data: part.dynamicData ?? '0x', dynamic: true },
              ])
            : part.data,
        signatureType: part.kind,
        submittedAt: timestamp,
      })
    } catch {
      // A signature the Safe accepted but we cannot attribute: the tx still counts as executed.
    }
  }
  return records
}
