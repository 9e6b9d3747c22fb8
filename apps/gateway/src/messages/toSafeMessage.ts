import { buildSignatureBytes, parseSignatureBytes, type SafeSignature } from '@assent/core'
import type { EIP712TypedData, SafeAppData, SafeMessage } from '@assent/gateway-client'
import { type Address, getAddress } from 'viem'
import type { messageConfirmations, messages } from '../db/schema/messages'
import { addressEx } from '../wire/addressBook'

export type MessageRow = typeof messages.$inferSelect
export type MessageConfirmationRow = typeof messageConfirmations.$inferSelect

/** A stored signature as a SafeSignature for buildSignatureBytes (contract ones carry their payload). */
function toSafeSignature(row: MessageConfirmationRow): SafeSignature {
  const signer = getAddress(row.owner)
  if (row.signatureType !== 'contract') return { signer, data: row.signature }
  const [part] = parseSignatureBytes(row.signature)
  return { signer, data: part?.dynamicData ?? '0x', dynamic: true }
}

/**
 * A stored message as the wire SafeMessage. Status and `preparedSignature` follow the CURRENT
 * owners and threshold: confirmed once current owners' signatures reach the threshold, and only
 * then the prepared signature (their signatures sorted by owner, concatenated).
 */
export function toSafeMessage(
  row: MessageRow,
  confirmations: readonly MessageConfirmationRow[],
  safe: { owners: readonly Address[]; threshold: number },
  safeApps: readonly SafeAppData[],
): SafeMessage {
  const owners = new Set(safe.owners.map((o) => getAddress(o)))
  const ownerSignatures = confirmations.filter((c) => owners.has(getAddress(c.owner)))
  const confirmed = ownerSignatures.length >= safe.threshold
  const app = row.safeAppId === null ? undefined : safeApps.find((a) => a.id === row.safeAppId)
  return {
    type: 'MESSAGE',
    messageHash: row.messageHash,
    status: confirmed ? 'CONFIRMED' : 'NEEDS_CONFIRMATION',
    logoUri: app?.iconUrl ?? null,
    name: app?.name ?? null,
    message:
      row.messageKind === 'typed' ? (JSON.parse(row.message) as EIP712TypedData) : row.message,
    creationTimestamp: row.createdAt,
    modifiedTimestamp: row.modifiedAt,
    confirmationsSubmitted: confirmations.length,
    confirmationsRequired: safe.threshold,
    proposedBy: addressEx(row.proposedBy),
    confirmations: [...confirmations]
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((c) => ({ owner: addressEx(c.owner), signature: c.signature })),
    preparedSignature: confirmed ? buildSignatureBytes(ownerSignatures.map(toSafeSignature)) : null,
    origin: row.origin,
  }
}
