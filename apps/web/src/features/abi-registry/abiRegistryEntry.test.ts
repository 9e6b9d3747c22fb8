import { parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { checkContractAddress, toAbiRegistryEntry } from './abiRegistryEntry'
import { ABI_REGISTRY_ERRORS } from './abiRegistryErrors'
import { abiRegistryKey } from './abiRegistryKey'

const abi = parseAbi(['function poke(uint8 level)'])
const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('checkContractAddress', () => {
  it('checksums a valid address, typed in any case', () => {
    expect(checkContractAddress(checksummed.toLowerCase())).toBe(checksummed)
    expect(checkContractAddress(` ${checksummed} `)).toBe(checksummed)
  })

  it('names what is wrong with a bad address', () => {
    expect(() => checkContractAddress('')).toThrow('Enter the contract address.')
    expect(() => checkContractAddress('0x1234')).toThrow(
      'Not a valid address: expected 0x followed by 40 hexadecimal characters.',
    )
    expect(() => checkContractAddress('devnet:0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toThrow(
      ABI_REGISTRY_ERRORS.badAddress,
    )
    expect(() => checkContractAddress('0x70997970c51812dc3A010C7d01b50e0d17dc79C8')).toThrow(
      'This address has a wrong checksum (mixed upper and lower case): check it for a typo, or enter it in lower case.',
    )
  })
})

describe('toAbiRegistryEntry', () => {
  it('builds an entry and keys it by chain and lower-case address', () => {
    const entry = toAbiRegistryEntry({
      chainId: '31337',
      address: checksummed.toLowerCase(),
      abi,
      addedAt: '2026-01-02T03:04:05.000Z',
    })
    expect(entry).toEqual({
      chainId: '31337',
      address: checksummed,
      abi: [{ ...abi[0], outputs: [] }],
      addedAt: '2026-01-02T03:04:05.000Z',
    })
    expect(abiRegistryKey(entry)).toBe(`31337:${checksummed.toLowerCase()}`)
  })

  it('refuses a chain id that is not a decimal string', () => {
    for (const chainId of [31337, '0x7a69', '', '01']) {
      expect(() => toAbiRegistryEntry({ chainId, address: checksummed, abi })).toThrow(
        'Not a valid chain id: expected a decimal number such as 1 or 31337.',
      )
    }
  })
})
