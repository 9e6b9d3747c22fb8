import type { SafeTransactionData } from '@assent/core'
import type { Address, Hex } from 'viem'
import type { ProposeTransactionBody } from '../types/requests'

export type ProposalSigning = {
  /** The safeTxHash the sender computed and signed. */
  safeTxHash: Hex
  /** The proposer: an owner, or a delegate of one. */
  sender: Address
  signature: Hex
  /** Where the proposal comes from (e.g. a Safe App's name and URL), sent as given. */
  origin?: string
}

/**
 * The propose body of a SafeTx: numbers as decimal strings, empty data as null — the wire form
 * `POST …/transactions/{address}/propose` takes.
 *
 * @example
 * proposeTransaction(client, { chainId, address, body: toProposeTransactionBody(tx, signing) })
 */
export function toProposeTransactionBody(
  tx: SafeTransactionData,
  { safeTxHash, sender, signature, origin }: ProposalSigning,
): ProposeTransactionBody {
  return {
    to: tx.to,
    value: tx.value.toString(),
    data: tx.data === '0x' ? null : tx.data,
    nonce: tx.nonce.toString(),
    operation: tx.operation,
    safeTxGas: tx.safeTxGas.toString(),
    baseGas: tx.baseGas.toString(),
    gasPrice: tx.gasPrice.toString(),
    gasToken: tx.gasToken,
    refundReceiver: tx.refundReceiver,
    safeTxHash,
    sender,
    signature,
    origin: origin ?? null,
  }
}
