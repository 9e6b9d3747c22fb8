import { describe, expect, it } from 'vitest'
import { parseSafeWalletJson, toSafeWalletJson } from './addressBookJson'
import { type AddressBookEntry, ALL_CHAINS } from './addressBookStore'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const file = (addressBook: unknown, version: unknown = '2.0') =>
  JSON.stringify({ version, data: { addressBook } })

describe('Safe{Wallet} JSON address book', () => {
  it('round-trips chain entries in the {version, data.addressBook[chain][address]} shape', () => {
    const entries: AddressBookEntry[] = [
      { chainId: '1', address: alice, name: 'Alice' },
      { chainId: '31337', address: bob, name: 'Bob, "the builder"' },
    ]
    const json = toSafeWalletJson(entries, [])
    expect(JSON.parse(json)).toEqual({
      version: '2.0',
      data: {
        addressBook: { '1': { [alice]: 'Alice' }, '31337': { [bob]: 'Bob, "the builder"' } },
      },
    })
    expect(parseSafeWalletJson(json)).toEqual(entries)
  })

  it('writes an all-chains entry once per served chain, a chain entry winning', () => {
    const json = toSafeWalletJson(
      [
        { chainId: ALL_CHAINS, address: alice, name: 'Alice' },
        { chainId: '1', address: alice, name: 'Alice on 1' },
      ],
      ['1', '31337'],
    )
    expect(JSON.parse(json).data.addressBook).toEqual({
      '1': { [alice]: 'Alice on 1' },
      '31337': { [alice]: 'Alice' },
    })
  })

  it('ignores the rest of a Safe{Wallet} export and accepts lower-case addresses', () => {
    const text = JSON.stringify({
      version: '2.0',
      data: {
        addedSafes: {},
        settings: {},
        addressBook: { '5': { [bob.toLowerCase()]: ' Bob ' } },
      },
    })
    expect(parseSafeWalletJson(text)).toEqual([{ chainId: '5', address: bob, name: 'Bob' }])
    expect(parseSafeWalletJson(JSON.stringify({ version: '2.0', data: {} }))).toEqual([])
  })

  it.each([
    ['not JSON', 'nope', 'This file is not JSON.'],
    ['no data', JSON.stringify({ version: '2.0' }), 'not a Safe{Wallet} data export'],
    ['another version', file({}, '1.0'), 'only "2.0" is supported'],
    ['a list for a book', file([]), 'not an object by chain'],
    ['a bad chain id', file({ mainnet: { [alice]: 'A' } }), '"mainnet" is not a chain id.'],
    [
      'a bad address',
      file({ '1': { [alice]: 'A', '0x123': 'B' } }),
      '0x123 on chain 1: not an address.',
    ],
    [
      'a bad checksum',
      file({ '1': { '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266': 'A' } }),
      '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266 on chain 1: wrong checksum.',
    ],
    ['an empty name', file({ '1': { [bob]: '  ' } }), `${bob} on chain 1: the name is empty.`],
    [
      'a name that is not text',
      file({ '1': { [bob]: 7 } }),
      `${bob} on chain 1: the name is empty.`,
    ],
  ])('refuses %s with one error naming it', (_case, text, message) => {
    expect(() => parseSafeWalletJson(text)).toThrow(message)
  })
})
