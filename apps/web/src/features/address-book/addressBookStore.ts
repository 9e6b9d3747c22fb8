import { getAddress } from 'viem'
import { z } from 'zod'
import { createLocalStore, useLocalStore } from '../../kernel/createLocalStore'

/** The chainId of an entry that names an address on every chain. */
export const ALL_CHAINS = 'all'

export const AddressBookEntry = z.object({
  /** A chain id, or ALL_CHAINS. Entries stored before scopes existed all have a chain id. */
  chainId: z.union([z.string().regex(/^\d+$/), z.literal(ALL_CHAINS)]),
  address: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .transform((value) => getAddress(value)),
  name: z.string().trim().min(1).max(50),
})
export type AddressBookEntry = z.output<typeof AddressBookEntry>

/**
 * The user's address book: names per chain (or for all chains) and address, kept in this
 * browser. The all-chains scope only widened `chainId`, so data stored before it reads as is.
 */
export const addressBookStore = createLocalStore<AddressBookEntry[]>(
  'assent-address-book-v1',
  z.array(AddressBookEntry),
  [],
)

const sameEntry = (
  a: { chainId: string; address: string },
  b: { chainId: string; address: string },
) => a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase()

/** Adds or renames the entry of (chainId, address); chainId may be ALL_CHAINS. */
export function upsertAddressBookEntry(entry: AddressBookEntry): void {
  const parsed = AddressBookEntry.parse(entry)
  addressBookStore.set((entries) => [...entries.filter((e) => !sameEntry(e, parsed)), parsed])
}

/** Removes the entry of (chainId, address); chainId may be ALL_CHAINS. */
export function removeAddressBookEntry(chainId: string, address: string): void {
  addressBookStore.set((entries) => entries.filter((e) => !sameEntry(e, { chainId, address })))
}

/** Adds many entries at once (CSV import); later ones win. */
export function mergeAddressBookEntries(incoming: readonly AddressBookEntry[]): void {
  addressBookStore.set((entries) => {
    const kept = entries.filter((e) => !incoming.some((i) => sameEntry(e, i)))
    return [...kept, ...incoming]
  })
}

/**
 * The names that apply on one chain: its own entries and the all-chains ones, an entry of
 * the chain winning over an all-chains entry for the same address.
 */
export function addressBookOnChain(
  entries: readonly AddressBookEntry[],
  chainId: string,
): AddressBookEntry[] {
  const own = entries.filter((e) => e.chainId === chainId)
  const shared = entries.filter(
    (e) =>
      e.chainId === ALL_CHAINS &&
      !own.some((o) => o.address.toLowerCase() === e.address.toLowerCase()),
  )
  return [...own, ...shared]
}

/** The name of an address on a chain: the chain's entry, else the all-chains one. */
export function addressBookName(
  entries: readonly AddressBookEntry[],
  chainId: string | undefined,
  address: string | undefined,
): string | undefined {
  if (!address) return undefined
  const lower = address.toLowerCase()
  const matches = (scope: string) =>
    entries.find((e) => e.chainId === scope && e.address.toLowerCase() === lower)
  return ((chainId ? matches(chainId) : undefined) ?? matches(ALL_CHAINS))?.name
}

/** The address book name of an address on a chain (or for all chains), if any. */
export function useAddressBookName(
  chainId: string | undefined,
  address: string | undefined,
): string | undefined {
  const entries = useLocalStore(addressBookStore)
  return addressBookName(entries, chainId, address)
}
