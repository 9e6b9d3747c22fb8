import { readFileSync } from 'node:fs'
import { keccak256, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { serializeForTxBuilderChecksum } from './serializeForTxBuilderChecksum'
import { txBuilderChecksum } from './txBuilderChecksum'
import type { TxBuilderFile } from './txBuilderTypes'

// A batch as the official Transaction Builder downloads it (see parseTxBuilderFile.test.ts).
const officialText = readFileSync(
  new URL('../test-utils/txBuilderBatch.json', import.meta.url),
  'utf8',
)
/** The official app's own test file for its checksum (its published expected hashes). */
const appTestFile = {
  version: '1.0',
  chainId: '4',
  createdAt: 1646321521061,
  meta: {
    name: 'test batch file',
    txBuilderVersion: '1.4.0',
    checksum: '',
    createdFromSafeAddress: '0xDF8a1Ce35c9a6ACE153B4e0767942f1E2291a1Aa',
    createdFromOwnerAddress: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
  },
  transactions: [
    {
      to: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
      value: '0',
      contractMethod: {
        inputs: [{ internalType: 'address', name: 'paramAddress', type: 'address' }],
        name: 'testAddress',
        payable: false,
      },
      contractInputsValues: { paramAddress: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6' },
    },
    {
      to: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
      value: '0',
      contractMethod: {
        inputs: [{ internalType: 'bool', name: 'paramBool', type: 'bool' }],
        name: 'testBool',
        payable: false,
      },
      contractInputsValues: { paramAddress: '', paramBool: 'false' },
    },
    {
      to: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
      value: '2000000000000000000',
      data: '0x42f4579000000000000000000000000049d4450977e2c95362c13d3a31a09311e0ea26a6',
    },
  ],
}
const hash = (value: unknown) => keccak256(stringToHex(serializeForTxBuilderChecksum(value)))

describe('Transaction Builder checksum', () => {
  it('serialises exactly as the official app: its published hashes of its own test file', () => {
    // Before the app nulled the name, and since (its addChecksum keeps the empty checksum key).
    expect(hash(appTestFile)).toBe(
      '0x832ecdb6653751ed00b79dede73864163e46e71815b72e11e506d6399bedffc9',
    )
    expect(hash({ ...appTestFile, meta: { ...appTestFile.meta, name: null } })).toBe(
      '0x4ecbfd364aa6759983915644e73f8bd411e85a2dc306f252a387c2728c4db64c',
    )
  })

  it('ignores key order and the name, and sees any other change', () => {
    const file: TxBuilderFile = JSON.parse(officialText)
    const { version, chainId, createdAt, meta, transactions } = file
    const reordered = { transactions, meta, createdAt, chainId, version }
    expect(txBuilderChecksum(reordered)).toBe(file.meta.checksum)
    expect(txBuilderChecksum({ ...file, meta: { ...file.meta, name: 'Renamed' } })).toBe(
      file.meta.checksum,
    )
    expect(txBuilderChecksum({ ...file, transactions: [...file.transactions].reverse() })).not.toBe(
      file.meta.checksum,
    )
  })
})
