import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseTxBuilderFile } from '@assent/core'
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

describe('Transaction Builder files for the batch', () => {
  it("reads the official app's file into titled actions", () => {
    const { name, actions } = readTxBuilderImport({
      text: officialText,
      chainId: 31337,
      nativeCurrency,
    })
    expect(name).toBe('Payroll November')
    expect(actions.map((action) => action.title)).toEqual([
      'Payroll November #1: transfer on 0x5FbD…0aa3',
      'Payroll November #2: Send 1 ETH to 0x7099…79C8',
      'Payroll November #3: Call on 0x5FbD…0aa3',
    ])
  })

  it('refuses another chain and a changed file with the parser’s words', () => {
    expect(() => readTxBuilderImport({ text: officialText, chainId: 1, nativeCurrency })).toThrow(
      'The batch was made for chain 31337; this Safe is on chain 1.',
    )
    const tampered = officialText.replace('"1000000000000000000"', '"2000000000000000000"')
    expect(() => readTxBuilderImport({ text: tampered, chainId: 31337, nativeCurrency })).toThrow(
      'The checksum in the file does not match its content: the batch was changed after it was written.',
    )
  })

  it('exports the batch as a checksummed file that reads back to the same calls', () => {
    const { actions } = readTxBuilderImport({ text: officialText, chainId: 31337, nativeCurrency })
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
