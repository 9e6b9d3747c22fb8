import { readFileSync } from 'node:fs'
import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildTxBuilderFile } from './buildTxBuilderFile'
import { parseTxBuilderFile, TxBuilderFileError } from './parseTxBuilderFile'

// A batch as the official Transaction Builder downloads it (indented here for reading): an ABI-composed ERC-20 transfer
// (data null), a plain ETH send (contractMethod null) and a raw-calldata approve, the checksum
// taken as the app takes it and `undefined` written as null.
const officialText = readFileSync(
  new URL('../test-utils/txBuilderBatch.json', import.meta.url),
  'utf8',
)
const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SAFE: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

describe('parseTxBuilderFile', () => {
  it('opens a file the official app wrote and reads every call', () => {
    const { calls, checksum, file } = parseTxBuilderFile({ text: officialText, chainId: 31337 })
    expect(checksum).toBe('valid')
    expect(file.meta.name).toBe('Payroll November')
    expect(calls).toEqual([
      {
        operation: 0,
        to: TOKEN,
        value: 0n,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [RECEIVER, 2_500_000n],
        }),
      },
      { operation: 0, to: RECEIVER, value: 10n ** 18n, data: '0x' },
      {
        operation: 0,
        to: TOKEN,
        value: 0n,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', 100n],
        }),
      },
    ])
  })

  it('refuses a file for another chain', () => {
    expect(() => parseTxBuilderFile({ text: officialText, chainId: 1 })).toThrow(
      new TxBuilderFileError('The batch was made for chain 31337; this Safe is on chain 1.'),
    )
  })

  it('refuses a file changed after it was written', () => {
    const tampered = officialText.replace('"value": "2500000"', '"value": "2500001"')
    expect(tampered).not.toBe(officialText)
    expect(() => parseTxBuilderFile({ text: tampered, chainId: 31337 })).toThrow(
      new TxBuilderFileError(
        'The checksum in the file does not match its content: the batch was changed after it was written.',
      ),
    )
  })

  it('opens a file without a checksum and says so', () => {
    const file = JSON.parse(officialText)
    delete file.meta.checksum
    const opened = parseTxBuilderFile({ text: JSON.stringify(file), chainId: 31337 })
    expect(opened.checksum).toBe('missing')
    expect(opened.calls).toHaveLength(3)
  })

  it('names what is wrong in a bad file', () => {
    const file = JSON.parse(officialText)
    const variant = (edit: (copy: typeof file) => void) => {
      const copy = structuredClone(file)
      delete copy.meta.checksum
      edit(copy)
      return () => parseTxBuilderFile({ text: JSON.stringify(copy), chainId: 31337 })
    }
    expect(() => parseTxBuilderFile({ text: '{', chainId: 31337 })).toThrow(
      'The file is not JSON: it is no Transaction Builder batch.',
    )
    expect(() => parseTxBuilderFile({ text: '[]', chainId: 31337 })).toThrow(
      'The file is no Transaction Builder batch: it has no meta or no transactions.',
    )
    expect(variant((c) => (c.transactions[1].value = 1))).toThrow(
      'Transaction 2: its value must be a whole number of wei written as a string.',
    )
    expect(variant((c) => (c.transactions[1].to = RECEIVER.replace('C51', 'c51')))).toThrow(
      `Transaction 2: its address ${RECEIVER.replace('C51', 'c51')} has a wrong checksum.`,
    )
    expect(variant((c) => (c.transactions[0].contractInputsValues.value = 'lots'))).toThrow(
      'Transaction 1: transfer: the input "value" must be a whole number, not "lots".',
    )
    expect(variant((c) => (c.transactions[2].data = '0xzz'))).toThrow(
      'Transaction 3: its data is not 0x hex bytes.',
    )
  })

  it('round-trips a batch Assent writes', () => {
    const calls = [
      { to: RECEIVER, value: 5n, data: '0x' as const },
      {
        to: TOKEN,
        value: 0n,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SAFE, 7n] }),
      },
    ]
    const written = buildTxBuilderFile({
      chainId: 31337,
      safeAddress: SAFE,
      name: 'Payouts',
      createdAt: 1764288000000,
      calls,
    })
    expect(Object.keys(written.meta)).toEqual([
      'name',
      'description',
      'txBuilderVersion',
      'createdFromSafeAddress',
      'createdFromOwnerAddress',
      'checksum',
    ])
    const opened = parseTxBuilderFile({ text: JSON.stringify(written), chainId: 31337 })
    expect(opened.checksum).toBe('valid')
    expect(opened.calls).toEqual(calls.map((call) => ({ operation: 0, ...call })))
  })
})
