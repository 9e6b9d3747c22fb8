import type { Address } from 'viem'

/** An address the user knows, to catch look-alikes (address poisoning). */
export type KnownAddress = { address: Address; name: string }

/** An address that looks like `like` but is not it. */
export type LookAlike = { address: Address; like: KnownAddress }

/** Parameters of `findLookAlikes`. */
export type FindLookAlikesParameters = {
  /** The addresses the transaction deals with. */
  addresses: readonly Address[]
  /** Addresses the user knows: being one of them clears an address. */
  known: readonly KnownAddress[]
  /** The Safe's past counterparties (see pastCounterparties.ts), named for the message. */
  history?: readonly KnownAddress[]
  safe: Address
}

/** What `findLookAlikes` answers: one entry per look-alike address. */
export type FindLookAlikesReturnType = LookAlike[]

/**
 * Addresses that share the first four and last four hex digits with a known address (an owner,
 * an address-book entry, the Safe) or with a past counterparty of the Safe, but are not it:
 * what address-poisoning tools generate. Being a known address clears an address; being in the
 * history does not, since the poisoner's own dust transfer puts its address there too.
 *
 * @example
 * findLookAlikes({ addresses: [to], known: owners, history: pastCounterparties(items, safe), safe })
 */
export function findLookAlikes({
  addresses,
  known,
  history = [],
  safe,
}: FindLookAlikesParameters): FindLookAlikesReturnType {
  const found = new Map<string, LookAlike>()
  const trusted = [...known, { address: safe, name: 'this Safe' }]
  const pool = [...trusted, ...history]
  for (const address of addresses) {
    const hex = address.slice(2).toLowerCase()
    // Compared as text: an entry the gateway named wrongly must not throw here.
    if (trusted.some((entry) => entry.address.slice(2).toLowerCase() === hex)) continue
    const like = pool.find((entry) => {
      const other = entry.address.slice(2).toLowerCase()
      return (
        other !== hex && other.slice(0, 4) === hex.slice(0, 4) && other.slice(-4) === hex.slice(-4)
      )
    })
    if (like) found.set(hex, { address, like })
  }
  return [...found.values()]
}
