import type { Address } from 'viem'

/** What a payout line sends: an ERC-20 token or the chain's native coin. */
export type PayoutTokenType = 'erc20' | 'native'

/** A problem found on one line of a payout file; `line` 0 is about the file as a whole. */
export type PayoutIssue = {
  /** The line of the file (1-based, the header is line 1), or 0 for the whole file. */
  line: number
  /** An error stops the batch from being built; a warning is shown and does not. */
  severity: 'error' | 'warning'
  message: string
}

/** A data line whose columns read well, before anything is read on chain. */
export type PayoutLine = {
  line: number
  tokenType: PayoutTokenType
  /** The ERC-20 contract; null for a native line. */
  token: Address | null
  receiver: Address
  /** The amount as written, in whole tokens (e.g. "12.5"), without sign or exponent. */
  amount: string
}

/** A line ready to send: its amount in the token's smallest unit. */
export type PayoutTransfer = {
  line: number
  tokenType: PayoutTokenType
  token: Address | null
  symbol: string
  decimals: number
  receiver: Address
  /** In the token's smallest unit. */
  amount: bigint
}

/** The sum a file sends of one token against what the Safe holds of it. */
export type PayoutTotal = {
  /** null for the native coin. */
  token: Address | null
  symbol: string
  decimals: number
  /** The sum of the valid lines of this token, in its smallest unit. */
  total: bigint
  /** The Safe's balance when it was read. */
  balance: bigint
  lines: number
}
