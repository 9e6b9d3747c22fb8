import { beforeEach, describe, expect, it } from 'vitest'
import { settingsStore } from '../../kernel/settingsStore'
import { addressBookStore, upsertAddressBookEntry } from '../address-book/addressBookStore'
import { hiddenTokensStore, toggleHiddenToken } from '../balances/hiddenTokensStore'
import { addedSafesStore, addSafe } from '../safe/addedSafesStore'
import {
  type CounterfactualSafe,
  counterfactualSafesStore,
  saveCounterfactualSafe,
} from '../safe/counterfactualSafesStore'
import { exportLocalData, importLocalData } from './localData'

const alice = {
  chainId: '31337',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  name: 'Alice',
} as const
const safe = { chainId: '31337', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } as const
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('local data export/import', () => {
  beforeEach(() => localStorage.clear())

  it('restores everything it exported into an empty browser', () => {
    upsertAddressBookEntry(alice)
    addSafe(safe)
    toggleHiddenToken('31337', token)
    settingsStore.set({ theme: 'dark', currency: 'eur' })
    const file = exportLocalData(new Date('2026-01-01T00:00:00Z'))

    localStorage.clear()
    expect(addressBookStore.get()).toEqual([])
    expect(importLocalData(file)).toEqual({ addressBook: 1, addedSafes: 1 })
    expect(addressBookStore.get()).toEqual([alice])
    expect(addedSafesStore.get()).toEqual([safe])
    expect(hiddenTokensStore.get()).toEqual({ '31337': [token.toLowerCase()] })
    expect(settingsStore.get()).toEqual({ theme: 'dark', currency: 'eur' })
  })

  it('carries undeployed Safes with their setup, and reads exports made before them', () => {
    const undeployed: CounterfactualSafe = {
      chainId: '31337',
      address: token,
      owners: [alice.address],
      threshold: 1,
      saltNonce: '42',
      version: '1.3.0',
      l2: false,
    }
    saveCounterfactualSafe(undeployed)
    const file = exportLocalData()
    localStorage.clear()
    importLocalData(file)
    expect(counterfactualSafesStore.get()).toEqual([undeployed])

    localStorage.clear()
    const older = JSON.parse(file)
    delete older.counterfactualSafes
    importLocalData(JSON.stringify(older))
    expect(counterfactualSafesStore.get()).toEqual([])
  })

  it('merges the address book, the imported name winning', () => {
    upsertAddressBookEntry({ ...alice, name: 'Old name' })
    upsertAddressBookEntry({ chainId: '1', address: safe.address, name: 'Kept' })
    const file = JSON.parse(exportLocalData())
    file.addressBook = [alice]
    importLocalData(JSON.stringify(file))
    expect(addressBookStore.get()).toEqual([
      { chainId: '1', address: safe.address, name: 'Kept' },
      alice,
    ])
  })

  it('refuses files that are not exports, changing nothing', () => {
    upsertAddressBookEntry(alice)
    expect(() => importLocalData('nope')).toThrow('not JSON')
    expect(() => importLocalData(JSON.stringify({ app: 'other' }))).toThrow(
      'not an Assent data export',
    )
    expect(addressBookStore.get()).toEqual([alice])
  })
})
