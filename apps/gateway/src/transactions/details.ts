import { decodeTxNote, isKnownDelegateCallTarget } from '@assent/core'
import type {
  AddressEx,
  DataDecoded,
  TransactionData,
  TransactionDetails,
} from '@assent/gateway-client'
import { type Address, getAddress, zeroAddress } from 'viem'
import { decodeData } from '../decoder/decodeData'
import { type AddressBook, addressEx, addressInfoIndex } from '../wire/addressBook'
import {
  type ConfirmationRow,
  isPending,
  type MappingContext,
  type ModuleTxRow,
  type MultisigTxRow,
  multisigStatus,
  presentedConfirmations,
  type SafeRow,
  safeAppInfo,
  type TransferRow,
  toCreationSummary,
  toModuleSummary,
  toMultisigSummary,
  toTransferSummary,
} from './summary'
import type { SafeCall } from './txInfo'

/** `txData` of a call: raw and decoded data, target, and whether a delegate call is trusted. */
export function transactionData(
  call: SafeCall,
  decoded: DataDecoded | null,
  book: AddressBook,
): TransactionData {
  const to = getAddress(call.to)
  return {
    hexData: call.data === '0x' || call.data === '' ? null : call.data,
    dataDecoded: decoded,
    to: addressEx(to, book),
    value: call.value,
    operation: call.operation === 1 ? 1 : 0,
    trustedDelegateCallTarget: call.operation === 1 ? isKnownDelegateCallTarget(to) : null,
    addressInfoIndex: addressInfoIndex(decoded, book),
  }
}

/**
 * Details of a multisig tx: the summary's info plus txData and the MULTISIG execution details
 * (signers are the current owners; `rejectors` are the owners who confirmed a cancellation
 * at the same nonce, passed in by the caller). A pending tx presents only current owners'
 * confirmations and rejections (see presentedConfirmations).
 */
export function toMultisigDetails(
  row: MultisigTxRow,
  allConfirmations: readonly ConfirmationRow[],
  ctx: MappingContext,
  allRejectors: readonly Address[] | null = null,
): TransactionDetails {
  const summary = toMultisigSummary(row, allConfirmations, ctx)
  const confirmations = presentedConfirmations(row, allConfirmations, ctx.safe)
  const owners = new Set(ctx.safe.owners.map((o) => getAddress(o)))
  const rejectors =
    allRejectors && isPending(row, ctx.safe)
      ? allRejectors.filter((r) => owners.has(getAddress(r)))
      : allRejectors
  const decoded = decodeData(row.data)
  const optional = (address: string | null): AddressEx | null =>
    address ? addressEx(address, ctx.book) : null
  const gasToken = getAddress(row.gasToken)
  const token = ctx.tokens.get(gasToken)
  return {
    safeAddress: getAddress(row.safe),
    txId: summary.id,
    executedAt: row.executedAt,
    txStatus: multisigStatus(row, confirmations, ctx.safe),
    txInfo: summary.txInfo,
    // Placeholders are no call data: with details unavailable there is none to show.
    txData: row.detailsUnavailable ? null : transactionData(row, decoded, ctx.book),
    detailedExecutionInfo: {
      type: 'MULTISIG',
      submittedAt: row.submittedAt ?? row.executedAt ?? 0,
      nonce: Number(row.nonce),
      safeTxGas: row.safeTxGas,
      baseGas: row.baseGas,
      gasPrice: row.gasPrice,
      gasToken,
      refundReceiver: addressEx(row.refundReceiver, ctx.book),
      safeTxHash: row.safeTxHash,
      executor: optional(row.executor),
      signers: ctx.safe.owners.map((o) => addressEx(o, ctx.book)),
      confirmationsRequired: ctx.safe.threshold,
      confirmations: [...confirmations]
        .sort((a, b) => a.submittedAt - b.submittedAt)
        .map((c) => ({
          signer: addressEx(c.owner, ctx.book),
          signature: c.signature,
          submittedAt: c.submittedAt,
        })),
      rejectors: rejectors ? rejectors.map((r) => addressEx(r, ctx.book)) : null,
      gasTokenInfo:
        gasToken === zeroAddress || !token
          ? null
          : {
              type: token.type,
              address: gasToken,
              decimals: token.decimals,
              symbol: token.symbol,
              name: token.name,
              logoUri: token.logoUri,
            },
      trusted: true,
      proposer: optional(row.proposer),
      // A delegate proposed it for the owner above (Transaction Service delegates).
      proposedByDelegate: optional(row.proposedByDelegate),
    },
    txHash: row.txHash,
    safeAppInfo: safeAppInfo(row.origin),
    note: decodeTxNote(row.origin),
  }
}

/** Details of a module tx. */
export function toModuleDetails(row: ModuleTxRow, ctx: MappingContext): TransactionDetails {
  const summary = toModuleSummary(row, ctx)
  return {
    safeAddress: getAddress(row.safe),
    txId: summary.id,
    executedAt: row.timestamp,
    txStatus: summary.txStatus,
    txInfo: summary.txInfo,
    txData: transactionData(row, decodeData(row.data), ctx.book),
    detailedExecutionInfo: { type: 'MODULE', address: addressEx(row.module, ctx.book) },
    txHash: row.txHash,
    safeAppInfo: null,
  }
}

/** Details of a transfer. */
export function toTransferDetails(row: TransferRow, ctx: MappingContext): TransactionDetails {
  const summary = toTransferSummary(row, ctx)
  return {
    safeAddress: getAddress(row.safe),
    txId: summary.id,
    executedAt: row.timestamp,
    txStatus: summary.txStatus,
    txInfo: summary.txInfo,
    txData: null,
    detailedExecutionInfo: null,
    txHash: row.txHash,
    safeAppInfo: null,
  }
}

/** Details of the Safe's creation. */
export function toCreationDetails(row: SafeRow, ctx: MappingContext): TransactionDetails {
  const summary = toCreationSummary(row, ctx)
  return {
    safeAddress: getAddress(row.address),
    txId: summary.id,
    executedAt: row.createdAt,
    txStatus: 'SUCCESS',
    txInfo: summary.txInfo,
    txData: null,
    detailedExecutionInfo: null,
    txHash: row.creationTxHash,
    safeAppInfo: null,
  }
}
