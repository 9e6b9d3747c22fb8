import { isChecksummedAddress } from '@assent/core'
import { getAddress } from 'viem'
import { type AddressBookEntry, ALL_CHAINS, addressBookOnChain } from './addressBookStore'

/*
 * Safe{Wallet}'s data export (Settings → Data), as its import reads it (version "2.0"):
 * `{ "version": "2.0", "data": { "addressBook": { [chainId]: { [checksummedAddress]: name } }, … } }`.
 * We read and write only `data.addressBook`; the other keys (added Safes, settings, Safe Apps)
 * are Safe{Wallet}'s own and are ignored on import.
 */
export const SAFE_WALLET_EXPORT_VERSION = '2.0'

type SafeWalletAddressBook = Record<string, Record<string, string>>

/**
 * The address book in Safe{Wallet}'s JSON shape. That shape has no "all chains", so an
 * all-chains entry is written once per served chain (`chainIds`), unless the chain has its own.
 */
export function toSafeWalletJson(
  entries: readonly AddressBookEntry[],
  chainIds: readonly string[],
): string {
  const chains = [
    ...new Set([...entries.map((e) => e.chainId).filter((id) => id !== ALL_CHAINS), ...chainIds]),
  ]
  const addressBook: SafeWalletAddressBook = {}
  for (const chainId of chains) {
    const onChain = addressBookOnChain(entries, chainId)
    if (onChain.length === 0) continue
    addressBook[chainId] = Object.fromEntries(onChain.map((e) => [e.address, e.name]))
  }
  return JSON.stringify({ version: SAFE_WALLET_EXPORT_VERSION, data: { addressBook } }, null, 2)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads the address book of a Safe{Wallet} JSON export. All or nothing: the first bad entry
 * throws an Error naming it. Addresses in lower case are accepted; mixed case must be a valid
 * checksum.
 */
export function parseSafeWalletJson(text: string): AddressBookEntry[] {
  let json: unknown
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch {
    throw new Error('This file is not JSON.')
  }
  if (!isRecord(json) || !isRecord(json.data))
    throw new Error('This file is not a Safe{Wallet} data export (no "data").')
  if (json.version !== SAFE_WALLET_EXPORT_VERSION)
    throw new Error(
      `This Safe{Wallet} export has version ${JSON.stringify(json.version)}; only "${SAFE_WALLET_EXPORT_VERSION}" is supported.`,
    )
  const book = json.data.addressBook
  if (book === undefined) return []
  if (!isRecord(book)) throw new Error('The address book of this file is not an object by chain.')
  const entries: AddressBookEntry[] = []
  for (const [chainId, names] of Object.entries(book)) {
    if (!/^\d+$/.test(chainId)) throw new Error(`"${chainId}" is not a chain id.`)
    if (!isRecord(names)) throw new Error(`The entries of chain ${chainId} are not an object.`)
    for (const [address, name] of Object.entries(names)) {
      const where = `${address} on chain ${chainId}`
      if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error(`${where}: not an address.`)
      const hex = address.slice(2)
      const mixedCase = hex !== hex.toLowerCase() && hex !== hex.toUpperCase()
      if (mixedCase && !isChecksummedAddress(address)) throw new Error(`${where}: wrong checksum.`)
      if (typeof name !== 'string' || !name.trim()) throw new Error(`${where}: the name is empty.`)
      if (name.trim().length > 50) throw new Error(`${where}: the name has over 50 characters.`)
      entries.push({ chainId, address: getAddress(address), name: name.trim() })
    }
  }
  return entries
}
