import { parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { toAbiRegistryEntry } from './abiRegistryEntry'
import { parseAbiRegistryFile, toAbiRegistryFile } from './abiRegistryFile'

const entries = [
  toAbiRegistryEntry({
    chainId: '31337',
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    abi: parseAbi(['function poke(uint8 level)']),
    addedAt: '2026-01-01T00:00:00.000Z',
  }),
  toAbiRegistryEntry({
    chainId: '1',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    abi: parseAbi(['function settle((address maker, uint256 amount)[] orders) payable']),
    addedAt: '2026-01-02T00:00:00.000Z',
  }),
]

describe('ABI registry files', () => {
  it('reads back exactly what it exported', () => {
    const text = toAbiRegistryFile(entries, new Date('2026-02-01T00:00:00Z'))
    expect(JSON.parse(text)).toMatchObject({
      app: 'assent',
      kind: 'abi-registry',
      version: 1,
      exportedAt: '2026-02-01T00:00:00.000Z',
    })
    expect(parseAbiRegistryFile(text)).toEqual(entries)
  })

  it('says why a file is refused', () => {
    expect(() => parseAbiRegistryFile('not json')).toThrow(
      'Not JSON: an ABI is a JSON array, like [{"type":"function","name":"transfer",…}].',
    )
    expect(() => parseAbiRegistryFile('{"entries":[]}')).toThrow(
      'This file is not an ABI export of Assent: expected {"kind":"abi-registry","entries":[…]}.',
    )
    expect(() => parseAbiRegistryFile(JSON.stringify(entries[0]?.abi))).toThrow(
      'This file is a single ABI, not an export: add it with "Add an ABI" instead (it needs an address).',
    )
  })

  it('refuses the whole file for one bad entry, naming it', () => {
    const file = JSON.parse(toAbiRegistryFile(entries))
    file.entries[1].abi = []
    expect(() => parseAbiRegistryFile(JSON.stringify(file))).toThrow(
      'This ABI is empty: it has no items. Entry 2 (0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266)',
    )
    file.entries[1] = { ...entries[1], address: '0x12' }
    expect(() => parseAbiRegistryFile(JSON.stringify(file))).toThrow(
      'Not a valid address: expected 0x followed by 40 hexadecimal characters. Entry 2 (0x12)',
    )
  })
})
