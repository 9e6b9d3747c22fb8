import { decodeTxNote } from '@assent/core'
import type {
  AddressEx,
  SafeAppInfo,
  TransactionInfo,
  TransactionSummary,
} from '@assent/gateway-client'
import type { Address } from 'viem'
import type { multisigConfirmations, multisigTransactions } from '../db/schema/multisig'
import type { safes } from '../db/schema/safes'
import type { moduleTransactions, transfers } from '../db/schema/tokens'
import { decodeData } from '../decoder/decodeData'
import { type AddressBook, addressEx } from '../wire/addressBook'
import { checksummed } from '../wire/checksummed'
import { creationTxId, moduleTxId, multisigTxId, transferTxId } from './ids'
import { buildTxInfo, type TokenMeta, tokenTransferInfo, transferDirection } from './txInfo'

export type MultisigTxRow = typeof multisigTransactions.$inferSelect
/** The columns of a multisig tx its list item is made of (a history page reads no others). */
export type MultisigSummaryRow = Omit<
  MultisigTxRow,
  | 'chainId'
  | 'safeTxGas'
  | 'proposer'
  | 'proposedByDelegate'
  | 'confirmedAt'
  | 'blockNumber'
  | 'logIndex'
  | 'executor'
  | 'executedSignatures'
>
export type ConfirmationRow = typeof multisigConfirmations.$inferSelect
export type ModuleTxRow = typeof moduleTransactions.$inferSelect
export type TransferRow = typeof transfers.$inferSelect
export type SafeRow = typeof safes.$inferSelect
/** The columns of a Safe its creation's list item is made of. */
export type CreationRow = Pick<
  SafeRow,
  'address' | 'creator' | 'factory' | 'singleton' | 'creationTxHash' | 'createdAt'
>

/** The Safe's current on-chain state that statuses depend on. */
export type SafeSnapshot = { address: Address; nonce: bigint; threshold: number; owners: Address[] }

/** What mapping rows to wire shapes needs besides the rows. */
export type MappingContext = {
  safe: SafeSnapshot
  tokens: ReadonlyMap<string, TokenMeta>
  book: AddressBook
}

/**
 * Status of a multisig tx: SUCCESS/FAILED once executed, CANCELLED when its nonce was used by
 * another tx, else by how many current owners confirmed against the current threshold.
 */
export function multisigStatus(
  row: Pick<MultisigTxRow, 'txHash' | 'isSuccessful' | 'nonce'>,
  confirmations: readonly Pick<ConfirmationRow, 'owner'>[],
  safe: SafeSnapshot,
) {
  if (row.txHash !== null) return row.isSuccessful === false ? 'FAILED' : 'SUCCESS'
  if (BigInt(row.nonce) < safe.nonce) return 'CANCELLED'
  return ownerConfirmations(confirmations, safe).length >= safe.threshold
    ? 'AWAITING_EXECUTION'
    : 'AWAITING_CONFIRMATIONS'
}

/** Confirmations of addresses that are owners now (removed owners' signatures do not count). */
export function ownerConfirmations<T extends Pick<ConfirmationRow, 'owner'>>(
  confirmations: readonly T[],
  safe: SafeSnapshot,
): T[] {
  const owners = new Set(safe.owners.map((o) => checksummed(o)))
  return confirmations.filter((c) => owners.has(checksummed(c.owner)))
}

/** Whether a multisig tx can still execute: not executed and its nonce not used yet. */
export function isPending(row: Pick<MultisigTxRow, 'txHash' | 'nonce'>, safe: SafeSnapshot) {
  return row.txHash === null && BigInt(row.nonce) >= safe.nonce
}

/**
 * The confirmations a tx presents. For a pending tx only current owners' count, as in Safe's
 * Client Gateway: a removed owner's signature could not execute it, so listing it (or counting
 * it in `confirmationsSubmitted`) would show support the tx no longer has. Executed and
 * cancelled txs keep every confirmation, made by whoever owned the Safe then.
 */
export function presentedConfirmations<T extends Pick<ConfirmationRow, 'owner'>>(
  row: Pick<MultisigTxRow, 'txHash' | 'nonce'>,
  confirmations: readonly T[],
  safe: SafeSnapshot,
): readonly T[] {
  return isPending(row, safe) ? ownerConfirmations(confirmations, safe) : confirmations
}

/** Owners who have not confirmed yet. */
export function missingSigners(
  confirmations: readonly Pick<ConfirmationRow, 'owner'>[],
  safe: SafeSnapshot,
  book: AddressBook,
): AddressEx[] {
  const signed = new Set(confirmations.map((c) => checksummed(c.owner)))
  return safe.owners.filter((o) => !signed.has(checksummed(o))).map((o) => addressEx(o, book))
}

/**
 * The Safe app that proposed a tx, from an origin stored as JSON `{url, name}`. An empty `url`
 * names no app: it is how the Transaction Service wrapped an origin such as a note.
 */
export function safeAppInfo(origin: string | null): SafeAppInfo | null {
  if (!origin) return null
  try {
    const parsed: unknown = JSON.parse(origin)
    if (
      parsed &&
      typeof parsed === 'object' &&
      'url' in parsed &&
      typeof parsed.url === 'string' &&
      parsed.url
    ) {
      const name = 'name' in parsed && typeof parsed.name === 'string' ? parsed.name : parsed.url
      return { name, url: parsed.url, logoUri: null }
    }
  } catch {
    // A plain-text origin names no app.
  }
  return null
}

/** A multisig tx as a list item (queue, history, multisig-transactions). */
export function toMultisigSummary(
  row: MultisigSummaryRow,
  allConfirmations: readonly Pick<ConfirmationRow, 'owner'>[],
  ctx: MappingContext,
): TransactionSummary {
  const safe = checksummed(row.safe)
  const confirmations = presentedConfirmations(row, allConfirmations, ctx.safe)
  const status = multisigStatus(row, confirmations, ctx.safe)
  return {
    id: multisigTxId(safe, row.safeTxHash),
    txHash: row.txHash,
    timestamp: row.executedAt ?? row.submittedAt ?? 0,
    txStatus: status,
    txInfo: row.detailsUnavailable
      ? unavailableTxInfo(safe, ctx.book)
      : buildTxInfo(safe, row, decodeData(row.data), ctx.tokens, ctx.book),
    executionInfo: {
      type: 'MULTISIG',
      nonce: Number(row.nonce),
      confirmationsRequired: ctx.safe.threshold,
      confirmationsSubmitted: confirmations.length,
      missingSigners:
        status === 'AWAITING_CONFIRMATIONS'
          ? missingSigners(confirmations, ctx.safe, ctx.book)
          : null,
    },
    safeAppInfo: safeAppInfo(row.origin),
    note: decodeTxNote(row.origin),
  }
}

/**
 * What an execution known only by its outcome event does: unknown. A Custom call of the Safe
 * (so any Client Gateway reader can show it) flagged `detailsUnavailable`, an Assent extension
 * (apps/gateway/README.md, Indexer); never a cancellation, which an empty call to the Safe
 * would look like.
 */
export function unavailableTxInfo(safe: Address, book: AddressBook): TransactionInfo {
  return {
    type: 'Custom',
    to: addressEx(safe, book),
    dataSize: '0',
    value: '0',
    methodName: null,
    actionCount: null,
    isCancellation: false,
    detailsUnavailable: true,
  }
}

/** A module tx as a list item. */
export function toModuleSummary(row: ModuleTxRow, ctx: MappingContext): TransactionSummary {
  const safe = checksummed(row.safe)
  return {
    id: moduleTxId(safe, row.txHash, row.logIndex),
    txHash: row.txHash,
    timestamp: row.timestamp,
    txStatus: row.isSuccessful ? 'SUCCESS' : 'FAILED',
    txInfo: buildTxInfo(safe, row, decodeData(row.data), ctx.tokens, ctx.book),
    executionInfo: { type: 'MODULE', address: addressEx(row.module, ctx.book) },
    safeAppInfo: null,
  }
}

/** A transfer (incoming in history; any direction in incoming-transfers) as a list item. */
export function toTransferSummary(row: TransferRow, ctx: MappingContext): TransactionSummary {
  const safe = checksummed(row.safe)
  const token = row.tokenAddress ? ctx.tokens.get(checksummed(row.tokenAddress)) : undefined
  return {
    id: transferTxId(safe, row.txHash, row.logIndex),
    txHash: row.txHash,
    timestamp: row.timestamp,
    txStatus: 'SUCCESS',
    txInfo: {
      type: 'Transfer',
      sender: addressEx(row.from, ctx.book),
      recipient: addressEx(row.to, ctx.book),
      direction: transferDirection(safe, row.from, row.to),
      transferInfo:
        row.type === 'NATIVE_COIN' || !row.tokenAddress
          ? { type: 'NATIVE_COIN', value: row.value }
          : tokenTransferInfo(
              row.type,
              row.tokenAddress,
              row.type === 'ERC721' ? (row.tokenId ?? row.value) : row.value,
              token,
            ),
    },
    executionInfo: null,
    safeAppInfo: null,
  }
}

/** The Safe's creation as the last history item. */
export function toCreationSummary(row: CreationRow, ctx: MappingContext): TransactionSummary {
  const safe = checksummed(row.address)
  return {
    id: creationTxId(safe),
    txHash: row.creationTxHash,
    timestamp: row.createdAt ?? 0,
    txStatus: 'SUCCESS',
    txInfo: {
      type: 'Creation',
      creator: addressEx(row.creator ?? safe, ctx.book),
      transactionHash: row.creationTxHash ?? '',
      implementation: row.singleton ? addressEx(row.singleton, ctx.book) : null,
      factory: row.factory ? addressEx(row.factory, ctx.book) : null,
    },
    executionInfo: null,
    safeAppInfo: null,
  }
}
