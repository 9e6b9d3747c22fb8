import { getAddress } from 'viem'
import { z } from 'zod'
import { createLocalStore, useLocalStore } from '../../kernel/createLocalStore'

export const AddressBookEntry = z.object({
  chainId: z.string().regex(/^\d+$/),
  address: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .transform((value) => getAddress(value)),
  name: z.string().trim().min(1).max(50),
})
export type AddressBookEntry = z.output<typeof AddressBookEntry>

/** The user's address book: names per chain and address, kept in this browser. */
export const addressBookStore = createLocalStore<AddressBookEntry[]>(
  'assent-address-book-v1',
  z.array(AddressBookEntry),
  [],
)

const sameEntry = (
  a: { chainId: string; address: string },
  b: { chainId: string; address: string },
) => a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase()

/** Adds or renames the entry of (chainId, address). */
export function upsertAddressBookEntry(entry: AddressBookEntry): void {
  const parsed = AddressBookEntry.parse(entry)
  addressBookStore.set((entries) => [...entries.filter((e) => !sameEntry(e, parsed)), parsed])
}

/** Removes the entry of (chainId, address). */
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

/** The address book name of an address on a chain, if any. */
export function useAddressBookName(
  chainId: string | undefined,
  address: string | undefined,
): string | undefined {
  const entries = useLocalStore(addressBookStore)
  if (!chainId || !address) return undefined
  return entries.find((e) => sameEntry(e, { chainId, address }))?.name
}
