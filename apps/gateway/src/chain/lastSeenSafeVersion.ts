import type { Address } from 'viem'
import type { ChainContext } from './createChainRegistry'

const MAX_ENTRIES = 10_000
const versions = new WeakMap<ChainContext, Map<Address, string>>()

/** Notes the version a fresh read of the Safe at `address` returned. */
export function rememberSafeVersion(chain: ChainContext, address: Address, version: string): void {
  let entries = versions.get(chain)
  if (!entries) {
    entries = new Map()
    versions.set(chain, entries)
  }
  entries.delete(address)
  if (entries.size >= MAX_ENTRIES) {
    const [oldest] = entries.keys()
    if (oldest) entries.delete(oldest)
  }
  entries.set(address, version)
}

/**
 * The version of the Safe at `address` as this process last read it, without reading: a guess
 * to start work with before a fresh read confirms it (a Safe's version changes only on an
 * upgrade). Undefined if never read here.
 */
export function lastSeenSafeVersion(chain: ChainContext, address: Address): string | undefined {
  return versions.get(chain)?.get(address)
}
