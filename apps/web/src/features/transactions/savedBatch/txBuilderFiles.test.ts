import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseTxBuilderFile, type TxBuilderFile, txBuilderChecksum } from '@assent/core'
import { type Abi, encodeFunctionData, parseAbi } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { addToSavedBatch, readSavedBatch } from './savedBatchStore'
import { readTxBuilderImport, writeTxBuilderExport } from './txBuilderFiles'

// The batch file the official Transaction Builder wrote (the one @assent/core's parser tests read).
const officialText = readFileSync(
  join(import.meta.dirname, '../../../../../../packages/core/src/test-utils/txBuilderBatch.json'),
  'utf8',
)
const SAFE = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const owner = { chainId: '31337', address: SAFE } as const
const nativeCurrency = { symbol: 'ETH', decimals: 18 }

afterEach(() => localStorage.clear())

/** The file as JSON again, with the checksum a file writer would give its changed content. */
function withChecksum(file: unknown): string {
  const edited = file as TxBuilderFile
  return JSON.stringify({
    ...edited,
    meta: { ...edited.meta, checksum: txBuilderChecksum(edited) },
  })
}

describe('Transaction Builder files for the batch', () => {
  it("reads the official app's file into titled actions", () => {
    const { name, actions } = readTxBuilderImport({
      text: officialText,
      chainId: 31337,
      nativeCurrency,
      safeAddress: SAFE,
    })
    expect(name).toBe('Payroll November')
    expect(actions.map((action) => action.title)).toEqual([
      'Payroll November #1: transfer on 0x5FbD…0aa3',
      'Payroll November #2: Send 1 ETH to 0x7099…79C8',
      // No contractMethod in the file: the calldata itself says what it does.
      'Payroll November #3: approve on 0x5FbD…0aa3',
    ])
  })

  it('titles from the calldata, not from the method name the file claims', () => {
    // The third call carries its calldata (an approve); the file labels it a harmless deposit.
    const file = JSON.parse(officialText) as {
      transactions: { contractMethod?: { name: string; inputs: []; payable: boolean } | null }[]
    }
    file.transactions[2]!.contractMethod = { name: 'deposit\u202E', inputs: [], payable: false }
    const { actions } = readTxBuilderImport({
      text: withChecksum(file),
      chainId: 31337,
      nativeCurrency,
      safeAddress: SAFE,
    })
    expect(actions[2]!.title).toBe(
      'Payroll November #3: approve on 0x5FbD…0aa3 (file says "deposit")',
    )
    // A claim that matches the calldata adds nothing.
    expect(actions[0]!.title).toBe('Payroll November #1: transfer on 0x5FbD…0aa3')
  })

  it('names a method only a registered ABI knows, and shows the selector of one nobody knows', () => {
    const ping = parseAbi(['function ping(uint256 times)'])
    const data = encodeFunctionData({ abi: ping, functionName: 'ping', args: [3n] })
    const file = JSON.parse(officialText) as { transactions: { data: string | null }[] }
    file.transactions[2]!.data = data
    const text = withChecksum(file)
    const target = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const read = (registeredFor: string) =>
      readTxBuilderImport({
        text,
        chainId: 31337,
        nativeCurrency,
        safeAddress: SAFE,
        abisFor: (to): Abi[] => (to.toLowerCase() === registeredFor.toLowerCase() ? [ping] : []),
      })
    expect(read(target).actions[2]!.title).toBe('Payroll November #3: ping on 0x5FbD…0aa3')
    // Attached to another contract, the ABI names nothing here.
    expect(read(SAFE).actions[2]!.title).toBe(
      `Payroll November #3: Call ${data.slice(0, 10)} on 0x5FbD…0aa3`,
    )
  })

  it('refuses another chain and a changed file with the parser’s words', () => {
    expect(() =>
      readTxBuilderImport({ text: officialText, chainId: 1, nativeCurrency, safeAddress: SAFE }),
    ).toThrow('The batch was made for chain 31337; this Safe is on chain 1.')
    const tampered = officialText.replace('"1000000000000000000"', '"2000000000000000000"')
    expect(() =>
      readTxBuilderImport({ text: tampered, chainId: 31337, nativeCurrency, safeAddress: SAFE }),
    ).toThrow(
      'The checksum in the file does not match its content: the batch was changed after it was written.',
    )
  })

  it('exports the batch as a checksummed file that reads back to the same calls', () => {
    const { actions } = readTxBuilderImport({
      text: officialText,
      chainId: 31337,
      nativeCurrency,
      safeAddress: SAFE,
    })
    addToSavedBatch(owner, actions)
    const { items } = readSavedBatch(owner)
    const { fileName, text } = writeTxBuilderExport({
      items,
      chainId: 31337,
      safeAddress: SAFE,
      createdAt: Date.UTC(2026, 10, 28),
    })
    expect(fileName).toBe('batch-31337-2026-11-28.json')
    const back = parseTxBuilderFile({ text, chainId: 31337 })
    expect(back.checksum).toBe('valid')
    expect(back.file.meta.createdFromSafeAddress).toBe(SAFE)
    expect(back.calls.map(({ to, value, data }) => ({ to, value, data }))).toEqual(
      actions.map(({ to, value, data }) => ({ to, value, data })),
    )
  })
})
