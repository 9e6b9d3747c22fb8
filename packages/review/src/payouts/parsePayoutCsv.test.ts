import { describe, expect, it } from 'vitest'
import { MAX_PAYOUT_LINES, parsePayoutCsv } from './parsePayoutCsv'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// The receiver with one letter's case flipped: a typo its checksum catches.
const BAD_CHECKSUM = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8'

describe('parsePayoutCsv', () => {
  it('reads the CSV Airdrop format, columns in any order, "value" for the amount', () => {
    const csv = [
      'receiver,value,token_address,token_type',
      `${RECEIVER},12.5,${TOKEN},erc20`,
      `${RECEIVER.toLowerCase()},0.001,,native`,
      `devnet:${RECEIVER},+3,${TOKEN.toLowerCase()},`,
      `${RECEIVER},.5,,`,
    ].join('\n')
    expect(parsePayoutCsv({ csv, chainShortName: 'devnet' })).toEqual({
      issues: [],
      lines: [
        { line: 2, tokenType: 'erc20', token: TOKEN, receiver: RECEIVER, amount: '12.5' },
        { line: 3, tokenType: 'native', token: null, receiver: RECEIVER, amount: '0.001' },
        { line: 4, tokenType: 'erc20', token: TOKEN, receiver: RECEIVER, amount: '3' },
        { line: 5, tokenType: 'native', token: null, receiver: RECEIVER, amount: '.5' },
      ],
    })
  })

  it('gives every bad line its own errors', () => {
    const csv = [
      'token_type,token_address,receiver,amount,id',
      `erc20,${TOKEN},${BAD_CHECKSUM},1,`,
      `erc20,${TOKEN},${RECEIVER},-1,`,
      `erc20,${TOKEN},${RECEIVER},1e18,`,
      `erc20,${TOKEN},${RECEIVER},"1,000",`,
      `erc20,${TOKEN},${RECEIVER},0.00,`,
      `erc20,${TOKEN},alice.eth,1,`,
      `erc20,${TOKEN},eth:${RECEIVER},1,`,
      `nft,${TOKEN},${RECEIVER},,7`,
      `native,${TOKEN},0x0000000000000000000000000000000000000000,1,`,
      `erc20,0x1234,${RECEIVER},1,,extra`,
    ].join('\n')
    const { lines, issues } = parsePayoutCsv({ csv, chainShortName: 'devnet' })
    expect(lines).toEqual([])
    expect(issues).toEqual([
      {
        line: 2,
        severity: 'error',
        message: `The receiver ${BAD_CHECKSUM} has a wrong checksum (its upper and lower case letters): check it for a typo.`,
      },
      { line: 3, severity: 'error', message: 'The amount -1 is negative.' },
      {
        line: 4,
        severity: 'error',
        message:
          'The amount 1e18 is not a plain decimal number (digits and one "." only, no exponent or thousands separator).',
      },
      {
        line: 5,
        severity: 'error',
        message:
          'The amount 1,000 is not a plain decimal number (digits and one "." only, no exponent or thousands separator).',
      },
      { line: 6, severity: 'error', message: 'The amount is zero.' },
      {
        line: 7,
        severity: 'error',
        message:
          'The receiver alice.eth is not a 0x address (names such as ENS are not resolved here).',
      },
      {
        line: 8,
        severity: 'error',
        message: `The receiver eth:${RECEIVER} is for the chain "eth", not this one ("devnet").`,
      },
      {
        line: 9,
        severity: 'error',
        message: 'nft lines are not supported: a payout file sends erc20 or native tokens.',
      },
      { line: 9, severity: 'error', message: 'The amount is empty.' },
      { line: 9, severity: 'error', message: 'An id belongs to NFT lines: leave it empty.' },
      {
        line: 10,
        severity: 'error',
        message: 'A native line takes no token_address: leave it empty.',
      },
      {
        line: 10,
        severity: 'error',
        message: 'The receiver is the zero address: what is sent there is lost.',
      },
      { line: 11, severity: 'error', message: 'The line has 6 columns, the header 5.' },
      {
        line: 11,
        severity: 'error',
        message: 'The token_address 0x1234 is not a 20-byte hex address.',
      },
    ])
  })

  it('refuses a file without the columns it needs, or with too many lines', () => {
    expect(parsePayoutCsv({ csv: `erc20,${TOKEN},${RECEIVER},1` }).issues).toEqual([
      {
        line: 1,
        severity: 'error',
        message:
          'The header has no token_address, receiver, amount column: the first line must name the columns token_type,token_address,receiver,amount (and optionally id).',
      },
    ])
    expect(parsePayoutCsv({ csv: 'token_address,receiver,amount\n' }).issues).toEqual([
      { line: 0, severity: 'error', message: 'The file has no payout lines after its header.' },
    ])
    const tooMany = `token_address,receiver,amount\n${`,${RECEIVER},1\n`.repeat(MAX_PAYOUT_LINES + 1)}`
    expect(parsePayoutCsv({ csv: tooMany }).issues).toEqual([
      {
        line: 0,
        severity: 'error',
        message: `The file has ${MAX_PAYOUT_LINES + 1} payout lines; one batch takes at most ${MAX_PAYOUT_LINES}.`,
      },
    ])
  })
})
