import { afterEach, describe, expect, it } from 'vitest'
import {
  getPermissions,
  grantPermissions,
  hasPermission,
  permissionsStore,
  revokePermission,
} from './permissionsStore'

const APP = 'http://127.0.0.1:5174'
const OTHER = 'https://other.example'

afterEach(() => localStorage.clear())

describe('permissionsStore', () => {
  it('grants EIP-2255 records per origin', () => {
    const granted = grantPermissions(APP, [{ requestAddressBook: {} }], 1_700_000_000_000)
    expect(granted).toEqual([
      {
        invoker: APP,
        parentCapability: 'requestAddressBook',
        date: 1_700_000_000_000,
        caveats: [],
      },
    ])
    expect(getPermissions(APP)).toEqual(granted)
    expect(hasPermission(APP, 'requestAddressBook')).toBe(true)
    // Another origin has nothing.
    expect(getPermissions(OTHER)).toEqual([])
    expect(hasPermission(OTHER, 'requestAddressBook')).toBe(false)
    // Stored in localStorage, so it survives a reload.
    expect(JSON.parse(localStorage.getItem(permissionsStore.key) ?? '{}')).toEqual({
      [APP]: granted,
    })
  })

  it('replaces an older record of the same capability and ignores unrestricted ones', () => {
    grantPermissions(APP, [{ requestAddressBook: {} }], 1)
    const again = grantPermissions(APP, [{ requestAddressBook: {}, eth_accounts: {} }], 2)
    expect(again.map((p) => p.parentCapability)).toEqual(['requestAddressBook'])
    expect(getPermissions(APP)).toHaveLength(1)
    expect(getPermissions(APP)[0]?.date).toBe(2)
  })

  it('revokes one capability or all of an origin', () => {
    grantPermissions(APP, [{ requestAddressBook: {} }])
    grantPermissions(OTHER, [{ requestAddressBook: {} }])
    revokePermission(APP, 'requestAddressBook')
    expect(hasPermission(APP, 'requestAddressBook')).toBe(false)
    expect(Object.keys(permissionsStore.get())).toEqual([OTHER])
    revokePermission(OTHER)
    expect(permissionsStore.get()).toEqual({})
  })

  it('ignores a tampered store', () => {
    localStorage.setItem(permissionsStore.key, JSON.stringify({ [APP]: [{ nope: true }] }))
    expect(getPermissions(APP)).toEqual([])
  })
})
