import { erc20Abi, erc721Abi, getSettingsChangeType, type SafeTransactionData } from '@assent/core'
import type { TransactionInfo } from '@assent/gateway-client'
import { type Address, decodeFunctionData, isAddressEqual } from 'viem'
import { assessRefund } from '../risks/assessRefund'
import { isPlainRejection } from '../risks/isPlainRejection'

/** Parameters of `checkSummaryMatchesCall`: the gateway's summary, the SafeTx, the Safe. */
export type CheckSummaryMatchesCallParameters = Parameters<typeof checkSummaryMatchesCall>

/** What `checkSummaryMatchesCall` answers: why the summary lies, or undefined. */
export type CheckSummaryMatchesCallReturnType = string | undefined

/**
 * Whether the gateway's one-line summary (what lists show: "Send 1.5 aUSD to …", "Add owner")
 * describes the call that would really be signed. A summary that lies while the fields are
 * honest is how a signer is shown one thing and signs another; returns the reason, or undefined
 * when they agree or the summary makes no checkable claim.
 * @example
 * const lie = checkSummaryMatchesCall(details.txInfo, tx, safeAddress)
 * if (lie) problems.push({ code: 'summary-mismatch', message: lie })
 */
export function checkSummaryMatchesCall(
  info: TransactionInfo,
  tx: SafeTransactionData,
  safeAddress: Address,
): CheckSummaryMatchesCallReturnType {
  const same = (a: string, b: string) => {
    try {
      return isAddressEqual(a as Address, b as Address)
    } catch {
      return false
    }
  }
  switch (info.type) {
    case 'Transfer': {
      if (info.direction !== 'OUTGOING')
        return 'An outgoing multisig transaction is summarised as incoming.'
      const transfer = info.transferInfo
      if (transfer.type === 'NATIVE_COIN') {
        return same(tx.to, info.recipient.value) &&
          tx.value.toString() === transfer.value &&
          tx.data === '0x'
          ? undefined
          : 'The summary says a plain coin transfer, but the call is different.'
      }
      if (!same(tx.to, transfer.tokenAddress) || tx.value !== 0n) {
        return 'The summary names a different token contract than the call.'
      }
      try {
        if (transfer.type === 'ERC20') {
          const call = decodeFunctionData({ abi: erc20Abi, data: tx.data })
          const [to, amount] =
            call.functionName === 'transfer'
              ? [call.args[0], call.args[1]]
              : call.functionName === 'transferFrom'
                ? [call.args[1], call.args[2]]
                : [undefined, undefined]
          const ok =
            to !== undefined &&
            same(to, info.recipient.value) &&
            amount?.toString() === transfer.value
          return ok ? undefined : 'The summary shows a different recipient or amount than the call.'
        }
        const call = decodeFunctionData({ abi: erc721Abi, data: tx.data })
        const ok =
          (call.functionName === 'safeTransferFrom' || call.functionName === 'transferFrom') &&
          same(call.args[1], info.recipient.value) &&
          call.args[2].toString() === transfer.tokenId
        return ok ? undefined : 'The summary shows a different recipient or token than the call.'
      } catch {
        return 'The summary says a token transfer, but the call is not one.'
      }
    }
    case 'SettingsChange': {
      const kind = same(tx.to, safeAddress) ? getSettingsChangeType(tx.data) : undefined
      return info.settingsInfo && kind !== info.settingsInfo.type
        ? `The summary says ${info.settingsInfo.type}, but the call is ${kind ?? 'not that settings change'}.`
        : undefined
    }
    case 'Custom':
      if (info.isCancellation && !isPlainRejection(tx, safeAddress)) {
        return assessRefund(tx).hasRefundFields
          ? 'The summary says rejection, but the transaction sets gas refund fields: executing it can pay the refund receiver out of the Safe.'
          : 'The summary says rejection, but the call does something.'
      }
      return same(tx.to, info.to.value)
        ? undefined
        : 'The summary names a different target than the call.'
    default:
      return undefined
  }
}
