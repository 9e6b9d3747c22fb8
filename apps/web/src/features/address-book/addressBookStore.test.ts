import { beforeEach, describe, expect, it } from 'vitest'
import {
  ALL_CHAINS,
  addressBookName,
  addressBookOnChain,
  addressBookStore,
  removeAddressBookEntry,
  upsertAddressBookEntry,
} from './addressBookStore'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('address book store', () => {
  beforeEach(() => localStorage.clear())

  it('names an all-chains entry on every chain, a chain entry winning on its chain', () => {
    upsertAddressBookEntry({ chainId: ALL_CHAINS, address: alice, name: 'Alice everywhere' })
    upsertAddressBookEntry({ chainId: '1', address: alice, name: 'Alice on mainnet' })
    const entries = addressBookStore.get()
    expect(addressBookName(entries, '1', alice)).toBe('Alice on mainnet')
    expect(addressBookName(entries, '31337', alice.toLowerCase())).toBe('Alice everywhere')
    expect(addressBookName(entries, undefined, alice)).toBe('Alice everywhere')
    expect(addressBookName(entries, '1', bob)).toBeUndefined()
    expect(addressBookOnChain(entries, '1').map((e) => e.name)).toEqual(['Alice on mainnet'])
    expect(addressBookOnChain(entries, '5').map((e) => e.name)).toEqual(['Alice everywhere'])
  })

  it('keeps the two scopes of one address apart when removing', () => {
    upsertAddressBookEntry({ chainId: ALL_CHAINS, address: alice, name: 'Everywhere' })
    upsertAddressBookEntry({ chainId: '1', address: alice, name: 'Mainnet' })
    removeAddressBookEntry('1', alice)
    expect(addressBookStore.get()).toEqual([
      { chainId: ALL_CHAINS, address: alice, name: 'Everywhere' },
    ])
  })

  it('reads entries stored before scopes existed', () => {
    localStorage.setItem(
      addressBookStore.key,
      JSON.stringify([{ chainId: '31337', address: alice.toLowerCase(), name: 'Old' }]),
    )
    expect(addressBookStore.get()).toEqual([{ chainId: '31337', address: alice, name: 'Old' }])
    expect(addressBookName(addressBookStore.get(), '31337', alice)).toBe('Old')
    expect(addressBookName(addressBookStore.get(), '1', alice)).toBeUndefined()
  })

  it('refuses a scope that is neither a chain id nor all chains', () => {
    expect(() =>
      upsertAddressBookEntry({ chainId: 'mainnet', address: alice, name: 'A' }),
    ).toThrow()
  })
})
