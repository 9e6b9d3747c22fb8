import {
  buildReplacementTransaction,
  type Eip1559Fees,
  ReplacementFeeTooLowError,
  type ReplacementKind,
} from '@assent/review'
import type { Address, Hex } from 'viem'
import { SignStepFailure } from '../../../../wallet/signAndProve'
import { inWalletWords } from '../../mutations/walletExecution'
import {
  isSender,
  latestFees,
  type PendingExecution,
  toSentTransaction,
} from './pendingExecutionsStore'

/** What the wallet is asked to send: every field fixed here, nothing left to the wallet. */
export type ReplacementRequest = Eip1559Fees & {
  to: Address
  data: Hex
  value: bigint
  nonce: number
  gas: bigint
}

export type ReplaceExecutionParams = {
  execution: PendingExecution
  kind: ReplacementKind
  fees: Eip1559Fees
  /** The connected account: it must be the execution's sender. */
  account: Address | undefined
  /** Sends from the connected wallet and answers the hash. */
  sendTransaction: (request: ReplacementRequest) => Promise<Hex>
}

/**
 * Sends a speed-up (the same call) or a cancel (0 to oneself) at the pending execution's account
 * nonce with `fees`. Refuses, sending nothing, when the connected account did not send the
 * execution or the fees do not raise both fields of the latest transaction by 10 %.
 * @throws SignStepFailure with the refusal or the wallet's failure in words for the screen
 * @example const hash = await replaceExecution({ execution, kind: 'speedUp', fees, account, sendTransaction })
 */
export async function replaceExecution({
  execution,
  kind,
  fees,
  account,
  sendTransaction,
}: ReplaceExecutionParams): Promise<Hex> {
  if (!isSender(execution, account)) {
    throw new SignStepFailure(
      'Only the account that sent the execution can replace it',
      `It was sent by ${execution.from}. Connect that account to speed it up or cancel it. Nothing was sent.`,
    )
  }
  let request: ReplacementRequest
  try {
    request = buildReplacementTransaction({
      kind,
      original: toSentTransaction(execution),
      pendingFees: latestFees(execution),
      fees,
    })
  } catch (error) {
    if (error instanceof ReplacementFeeTooLowError) {
      throw new SignStepFailure('The fees are too low', error.shortMessage)
    }
    throw error
  }
  return inWalletWords(sendTransaction)({
    to: request.to,
    data: request.data,
    value: request.value,
    nonce: request.nonce,
    gas: request.gas,
    maxFeePerGas: request.maxFeePerGas,
    maxPriorityFeePerGas: request.maxPriorityFeePerGas,
  })
}
