import type { Address } from 'viem'
import { type BuildPayoutBatchReturnType, buildPayoutBatch } from './buildPayoutBatch'
import { checkPayoutLines } from './checkPayoutLines'
import { parsePayoutCsv } from './parsePayoutCsv'
import type { PayoutIssue, PayoutTotal, PayoutTransfer } from './payoutTypes'
import { type PayoutTokenReader, readPayoutTokens } from './readPayoutTokens'

/** Parameters of `preparePayouts`. */
export type PreparePayoutsParameters = {
  chainId: number
  safeAddress: Address
  /** The Safe's version (its VERSION on chain), e.g. "1.4.1". */
  safeVersion: string
  /** The payout file's text (the CSV Airdrop app's format). */
  csv: string
  /** The chain's EIP-3770 short name, so `shortName:0x…` receivers are accepted. */
  chainShortName?: string
  /** The native coin's symbol (default "ETH"). */
  nativeSymbol?: string
}

/** What `preparePayouts` answers. `batch` is null while any line has an error. */
export type PreparePayoutsReturnType = {
  /** Errors and warnings by line, in file order (line 0: the whole file). */
  issues: PayoutIssue[]
  transfers: PayoutTransfer[]
  totals: PayoutTotal[]
  batch: BuildPayoutBatchReturnType | null
}

/**
 * Turns a payout CSV into one MultiSendCallOnly batch for a Safe: the file is read
 * (`parsePayoutCsv`), its tokens are read on chain once each (`readPayoutTokens`), every line
 * is checked (`checkPayoutLines`), and only a file without errors becomes a batch.
 * @throws ChainMismatchError when the RPC serves another chain; ReviewError for a Safe version
 * without MultiSendCallOnly
 * @example
 * const { issues, batch } = await preparePayouts(client, { chainId, safeAddress, safeVersion: '1.4.1', csv })
 * if (batch) propose({ to: batch.to, data: batch.data, operation: batch.operation })
 */
export async function preparePayouts(
  client: PayoutTokenReader,
  {
    chainId,
    safeAddress,
    safeVersion,
    csv,
    chainShortName,
    nativeSymbol = 'ETH',
  }: PreparePayoutsParameters,
): Promise<PreparePayoutsReturnType> {
  const parsed = parsePayoutCsv({ csv, chainShortName })
  const tokens = parsed.lines.flatMap((line) => (line.token ? [line.token] : []))
  const reads = await readPayoutTokens(client, { chainId, safeAddress, tokens })
  const checked = checkPayoutLines({ lines: parsed.lines, reads, nativeSymbol })
  const issues = [...parsed.issues, ...checked.issues].sort((a, b) => a.line - b.line)
  const hasError = issues.some((issue) => issue.severity === 'error')
  const batch =
    hasError || checked.transfers.length === 0
      ? null
      : buildPayoutBatch({ safeVersion, transfers: checked.transfers })
  return { issues, transfers: checked.transfers, totals: checked.totals, batch }
}
