import { isChecksummedAddress } from '@assent/core'
import { type Address, getAddress } from 'viem'
import { parseCsvRecords } from './parseCsvRecords'
import type { PayoutIssue, PayoutLine, PayoutTokenType } from './payoutTypes'

/** The most data lines one file may hold: a batch must still fit in a block. */
export const MAX_PAYOUT_LINES = 1000

/** Parameters of `parsePayoutCsv`. */
export type ParsePayoutCsvParameters = {
  /** The file's text. */
  csv: string
  /** The chain's EIP-3770 short name: a `shortName:0x…` receiver is accepted only with it. */
  chainShortName?: string
}

/** What `parsePayoutCsv` answers: the lines that read well and the problems of the others. */
export type ParsePayoutCsvReturnType = { lines: PayoutLine[]; issues: PayoutIssue[] }

type Column = 'token_type' | 'token_address' | 'receiver' | 'amount' | 'id'

const COLUMN_NAMES: Record<string, Column> = {
  token_type: 'token_type',
  token_address: 'token_address',
  receiver: 'receiver',
  amount: 'amount',
  // The CSV Airdrop app's older files call the amount "value".
  value: 'amount',
  id: 'id',
}

const HEADER_HELP = 'token_type,token_address,receiver,amount (and optionally id)'

/**
 * Reads a payout file in the CSV Airdrop app's format: a header line naming the columns
 * `token_type,token_address,receiver,amount[,id]` in any order, then one transfer a line.
 * `token_type` is `erc20` or `native` (empty means erc20 with a token address, native
 * without); addresses must be hex (no ENS names), and a mixed-case address must carry its
 * correct EIP-55 checksum. Nothing is read on chain here: decimals, contracts, duplicates and
 * balances are checked by `checkPayoutLines`.
 * @example parsePayoutCsv({ csv: 'token_type,token_address,receiver,amount\nnative,,0x…,1.5' })
 */
export function parsePayoutCsv({
  csv,
  chainShortName,
}: ParsePayoutCsvParameters): ParsePayoutCsvReturnType {
  const parsed = parseCsvRecords(csv)
  if (!parsed.ok) {
    return {
      lines: [],
      issues: [{ line: parsed.line, severity: 'error', message: parsed.message }],
    }
  }
  const [header, ...rows] = parsed.records
  if (!header)
    return fileError(`The file is empty: its first line must name the columns ${HEADER_HELP}.`)
  const columns = readHeader(header.fields)
  if (typeof columns === 'string') {
    return { lines: [], issues: [{ line: header.line, severity: 'error', message: columns }] }
  }
  if (rows.length === 0) return fileError('The file has no payout lines after its header.')
  if (rows.length > MAX_PAYOUT_LINES) {
    return fileError(
      `The file has ${rows.length} payout lines; one batch takes at most ${MAX_PAYOUT_LINES}.`,
    )
  }
  const lines: PayoutLine[] = []
  const issues: PayoutIssue[] = []
  for (const row of rows) {
    const cell = (column: Column) => {
      const index = columns.get(column)
      return index === undefined ? '' : (row.fields[index] ?? '').trim()
    }
    const errors: string[] = []
    const result = readLine(cell, chainShortName, errors)
    if (row.fields.length > header.fields.length) {
      errors.unshift(
        `The line has ${row.fields.length} columns, the header ${header.fields.length}.`,
      )
    }
    if (errors.length > 0 || !result) {
      for (const message of errors) issues.push({ line: row.line, severity: 'error', message })
    } else {
      lines.push({ line: row.line, ...result })
    }
  }
  return { lines, issues }
}

function fileError(message: string): ParsePayoutCsvReturnType {
  return { lines: [], issues: [{ line: 0, severity: 'error', message }] }
}

function readHeader(fields: string[]): Map<Column, number> | string {
  const columns = new Map<Column, number>()
  for (const [index, field] of fields.entries()) {
    const column = COLUMN_NAMES[field.trim().toLowerCase()]
    if (!column) continue
    if (columns.has(column)) return `The header names the column ${column} twice.`
    columns.set(column, index)
  }
  const missing = (['token_address', 'receiver', 'amount'] as const).filter((c) => !columns.has(c))
  if (missing.length > 0) {
    return `The header has no ${missing.join(', ')} column: the first line must name the columns ${HEADER_HELP}.`
  }
  return columns
}

function readLine(
  cell: (column: Column) => string,
  chainShortName: string | undefined,
  errors: string[],
): Omit<PayoutLine, 'line'> | null {
  const tokenType = readTokenType(cell('token_type'), cell('token_address'), errors)
  const tokenText = cell('token_address')
  let token: Address | null = null
  if (tokenType === 'native' && tokenText !== '') {
    errors.push('A native line takes no token_address: leave it empty.')
  } else if (tokenType === 'erc20') {
    token = readAddress('token_address', tokenText, chainShortName, errors)
  }
  const receiver = readAddress('receiver', cell('receiver'), chainShortName, errors)
  if (receiver && BigInt(receiver) === 0n) {
    errors.push('The receiver is the zero address: what is sent there is lost.')
  }
  const amount = readAmount(cell('amount'), errors)
  if (cell('id') !== '') errors.push('An id belongs to NFT lines: leave it empty.')
  if (!tokenType || !receiver || amount === null || (tokenType === 'erc20' && !token)) return null
  return { tokenType, token, receiver, amount }
}

function readTokenType(
  text: string,
  tokenAddress: string,
  errors: string[],
): PayoutTokenType | null {
  const type = text.toLowerCase()
  if (type === 'erc20' || type === 'native') return type
  if (type === '') return tokenAddress === '' ? 'native' : 'erc20'
  if (type === 'nft' || type === 'erc721' || type === 'erc1155') {
    errors.push(`${text} lines are not supported: a payout file sends erc20 or native tokens.`)
  } else {
    errors.push(`Unknown token_type "${text}": write erc20 or native.`)
  }
  return null
}

function readAddress(
  column: 'token_address' | 'receiver',
  text: string,
  chainShortName: string | undefined,
  errors: string[],
): Address | null {
  if (text === '') {
    errors.push(`The ${column} is empty.`)
    return null
  }
  let hex = text
  const colon = text.indexOf(':')
  if (colon >= 0) {
    const prefix = text.slice(0, colon)
    if (prefix !== chainShortName) {
      errors.push(
        chainShortName
          ? `The ${column} ${text} is for the chain "${prefix}", not this one ("${chainShortName}").`
          : `The ${column} ${text} carries a chain prefix this chain has no short name for.`,
      )
      return null
    }
    hex = text.slice(colon + 1)
  }
  if (!/^0x[0-9a-fA-F]{40}$/.test(hex)) {
    errors.push(
      /^0x/i.test(hex)
        ? `The ${column} ${text} is not a 20-byte hex address.`
        : `The ${column} ${text} is not a 0x address (names such as ENS are not resolved here).`,
    )
    return null
  }
  const digits = hex.slice(2)
  const mixedCase = digits !== digits.toLowerCase() && digits !== digits.toUpperCase()
  if (mixedCase && !isChecksummedAddress(hex)) {
    errors.push(
      `The ${column} ${hex} has a wrong checksum (its upper and lower case letters): check it for a typo.`,
    )
    return null
  }
  return getAddress(hex)
}

function readAmount(text: string, errors: string[]): string | null {
  if (text === '') {
    errors.push('The amount is empty.')
    return null
  }
  if (/^-/.test(text)) {
    errors.push(`The amount ${text} is negative.`)
    return null
  }
  if (!/^\+?(\d+(\.\d*)?|\.\d+)$/.test(text)) {
    errors.push(
      `The amount ${text} is not a plain decimal number (digits and one "." only, no exponent or thousands separator).`,
    )
    return null
  }
  const amount = text.replace(/^\+/, '')
  if (!/[1-9]/.test(amount)) {
    errors.push('The amount is zero.')
    return null
  }
  return amount
}
