import { formatUnits, parseUnits } from 'viem'
import type { PayoutIssue, PayoutLine, PayoutTotal, PayoutTransfer } from './payoutTypes'
import type { ReadPayoutTokensReturnType } from './readPayoutTokens'

/** Parameters of `checkPayoutLines`. */
export type CheckPayoutLinesParameters = {
  lines: readonly PayoutLine[]
  /** What `readPayoutTokens` read for these lines. */
  reads: ReadPayoutTokensReturnType
  /** The native coin's symbol on this chain (e.g. "ETH"). */
  nativeSymbol: string
}

/** What `checkPayoutLines` answers. */
export type CheckPayoutLinesReturnType = {
  /** The lines that can be sent, in file order. */
  transfers: PayoutTransfer[]
  issues: PayoutIssue[]
  /** One per token, in the order the file first names it. */
  totals: PayoutTotal[]
}

/**
 * Checks parsed payout lines against what the chain says: the token is an ERC-20, the amount
 * has no more decimals than the token, no line repeats an earlier one's token and receiver
 * (a warning: paying someone twice may be meant), and each token's total stays within the
 * Safe's balance; the line whose running total first passes the balance carries that error.
 * @example const { transfers, issues, totals } = checkPayoutLines({ lines, reads, nativeSymbol: 'ETH' })
 */
export function checkPayoutLines({
  lines,
  reads,
  nativeSymbol,
}: CheckPayoutLinesParameters): CheckPayoutLinesReturnType {
  const transfers: PayoutTransfer[] = []
  const issues: PayoutIssue[] = []
  const totals = new Map<string, PayoutTotal>()
  const seen = new Map<string, number>()

  for (const line of lines) {
    const key = line.token?.toLowerCase() ?? 'native'
    const read = line.token
      ? reads.tokens.get(key)
      : { ok: true as const, symbol: nativeSymbol, decimals: 18, balance: reads.nativeBalance }
    const error = (message: string) => issues.push({ line: line.line, severity: 'error', message })
    if (!read?.ok) {
      error(`Unknown token ${line.token}: ${read?.reason ?? 'it was not read'}.`)
      continue
    }
    const fraction = line.amount.split('.')[1]?.replace(/0+$/, '') ?? ''
    if (fraction.length > read.decimals) {
      error(
        `The amount ${line.amount} has ${fraction.length} decimals; ${read.symbol} has ${read.decimals}.`,
      )
      continue
    }
    const amount = parseUnits(line.amount, read.decimals)

    const pair = `${key}:${line.receiver.toLowerCase()}`
    const earlier = seen.get(pair)
    if (earlier === undefined) seen.set(pair, line.line)
    else {
      issues.push({
        line: line.line,
        severity: 'warning',
        message: `Line ${earlier} already pays ${read.symbol} to ${line.receiver}.`,
      })
    }

    const total = totals.get(key) ?? {
      token: line.token,
      symbol: read.symbol,
      decimals: read.decimals,
      total: 0n,
      balance: read.balance,
      lines: 0,
    }
    const wasCovered = total.total <= total.balance
    total.total += amount
    total.lines += 1
    totals.set(key, total)
    if (wasCovered && total.total > total.balance) {
      const format = (value: bigint) => `${formatUnits(value, read.decimals)} ${read.symbol}`
      error(
        `With this line the file sends ${format(total.total)}, more than the Safe's balance of ${format(total.balance)}.`,
      )
    }
    transfers.push({
      line: line.line,
      tokenType: line.tokenType,
      token: line.token,
      symbol: read.symbol,
      decimals: read.decimals,
      receiver: line.receiver,
      amount,
    })
  }
  return { transfers, issues, totals: [...totals.values()] }
}
