import { encodeMultiSendCall, type MetaTransaction, Operation } from '@assent/core'
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { batchMultiSendCallOnly } from '../batch/encodeBatchExecution'
import type { PayoutTransfer } from './payoutTypes'

/** Parameters of `buildPayoutBatch`. */
export type BuildPayoutBatchParameters = {
  /** The paying Safe's version: it picks the MultiSendCallOnly deployed with it. */
  safeVersion: string
  transfers: readonly PayoutTransfer[]
}

/** What `buildPayoutBatch` answers: the Safe transaction's fields and the calls inside it. */
export type BuildPayoutBatchReturnType = {
  to: Address
  value: 0n
  data: Hex
  operation: typeof Operation.DELEGATE
  /** One call a transfer, in file order. */
  calls: MetaTransaction[]
}

/**
 * The one Safe transaction that makes every transfer: a DELEGATE call to the canonical
 * MultiSendCallOnly whose entries are `transfer(receiver, amount)` calls to each ERC-20 and
 * plain value calls for native lines. MultiSendCallOnly refuses nested delegate calls, so the
 * batch can do nothing but these calls.
 * @throws ReviewError for a Safe version without MultiSendCallOnly (before 1.3.0)
 * @example const { to, data, operation } = buildPayoutBatch({ safeVersion: '1.4.1', transfers })
 */
export function buildPayoutBatch({
  safeVersion,
  transfers,
}: BuildPayoutBatchParameters): BuildPayoutBatchReturnType {
  const calls = transfers.map((transfer): MetaTransaction => {
    if (transfer.token === null) {
      return {
        operation: Operation.CALL,
        to: transfer.receiver,
        value: transfer.amount,
        data: '0x',
      }
    }
    return {
      operation: Operation.CALL,
      to: transfer.token,
      value: 0n,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [transfer.receiver, transfer.amount],
      }),
    }
  })
  return {
    to: batchMultiSendCallOnly(safeVersion),
    value: 0n,
    data: encodeMultiSendCall(calls),
    operation: Operation.DELEGATE,
    calls,
  }
}
