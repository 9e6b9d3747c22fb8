import { beforeEach, describe, expect, it } from 'vitest'
import { importAddressBookFile } from './addressBookImport'
import { addressBookStore, upsertAddressBookEntry } from './addressBookStore'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('address book file import', () => {
  beforeEach(() => localStorage.clear())

  it('merges a Safe{Wallet} JSON export, its names winning', () => {
    upsertAddressBookEntry({ chainId: '1', address: alice, name: 'Old' })
    const text = JSON.stringify({
      version: '2.0',
      data: { addressBook: { '1': { [alice]: 'Alice' }, '5': { [bob]: 'Bob' } } },
    })
    expect(importAddressBookFile('export.json', text)).toEqual({
      ok: true,
      title: 'Imported 2 addresses',
    })
    expect(addressBookStore.get()).toEqual([
      { chainId: '1', address: alice, name: 'Alice' },
      { chainId: '5', address: bob, name: 'Bob' },
    ])
  })

  it('imports nothing from a JSON file with one bad entry', () => {
    const text = JSON.stringify({
      version: '2.0',
      data: { addressBook: { '1': { [alice]: 'Alice', [bob]: '' } } },
    })
    expect(importAddressBookFile('export.json', text)).toEqual({
      ok: false,
      title: 'Nothing imported',
      message: `${bob} on chain 1: the name is empty.`,
    })
    expect(addressBookStore.get()).toEqual([])
  })

  it('still reads CSV, skipping bad rows', () => {
    const outcome = importAddressBookFile(
      'book.csv',
      `address,name,chainId\n${bob},Bob,1\n0x1,X,1\n`,
    )
    expect(outcome).toMatchObject({ ok: false, title: 'Imported 1 address' })
    expect(outcome.message).toContain('Invalid address on line 3.')
    expect(addressBookStore.get()).toEqual([{ chainId: '1', address: bob, name: 'Bob' }])
  })
})
