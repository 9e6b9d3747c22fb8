import type { AbiRegistryEntry } from './abiRegistryEntry'

/** Where the registry keeps its entries (IndexedDB in the app, a Map in unit tests). */
export type AbiRegistryBackend = {
  /** Every stored record, unchecked: the registry checks each one as it reads. */
  readAll(): Promise<unknown[]>
  /** Writes entries, replacing those with the same key, all or none. */
  put(entries: readonly AbiRegistryEntry[]): Promise<void>
  remove(entry: { chainId: string; address: string }): Promise<void>
  /** Calls `listener` when another tab changed the stored entries. */
  subscribe?(listener: () => void): () => void
}
