import type { Abi } from 'viem'
import type { AbiRegistryBackend } from './abiRegistryBackend'
import type { AbiRegistryEntry } from './abiRegistryEntry'
import { ABI_REGISTRY_ERRORS, AbiRegistryError } from './abiRegistryErrors'
import { abiRegistryKey } from './abiRegistryKey'
import { createIndexedDbAbiBackend } from './indexedDbAbiBackend'

/** The registry as React and the decoder see it. */
export type AbiRegistrySnapshot = {
  /** `unavailable`: this browser has no usable storage; the registry stays empty. */
  status: 'loading' | 'ready' | 'unavailable'
  entries: readonly AbiRegistryEntry[]
}

/** A registry made by `createAbiRegistry` (the app's is `abiRegistry`). */
export type AbiRegistry = ReturnType<typeof createAbiRegistry>

/**
 * A store of ABIs attached to contracts per chain, read once from `backend` and kept in memory;
 * every change is written to the backend first and shown only once it is stored. Snapshots and
 * `abisFor` results keep their identity while nothing they depend on changed, for
 * `useSyncExternalStore` and memoised decoding.
 */
export function createAbiRegistry(backend: AbiRegistryBackend | undefined) {
  let snapshot: AbiRegistrySnapshot = { status: backend ? 'loading' : 'unavailable', entries: [] }
  let loading: Promise<void> | undefined
  const listeners = new Set<() => void>()
  const abisCache = new Map<string, readonly Abi[]>()

  function publish(next: AbiRegistrySnapshot) {
    snapshot = next
    for (const listener of listeners) listener()
  }

  async function read(): Promise<void> {
    if (!backend) return
    try {
      // The checker (zod, viem's ABI parser) loads with the first read, not with the page: the
      // decoder of every transaction page uses this store.
      const [records, { toAbiRegistryEntry }] = await Promise.all([
        backend.readAll(),
        import('./abiRegistryEntry'),
      ])
      const entries = records.flatMap((record) => {
        try {
          return [toAbiRegistryEntry(record as Parameters<typeof toAbiRegistryEntry>[0])]
        } catch {
          // A record this version cannot read (hand-edited, or from a newer Assent) is skipped.
          return []
        }
      })
      publish({ status: 'ready', entries })
    } catch {
      publish({ status: 'unavailable', entries: [] })
    }
  }

  /** Resolves once the stored entries were read (at once after the first time). */
  function load(): Promise<void> {
    loading ??= read()
    return loading
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener)
    void load()
    const unsubscribeBackend = backend?.subscribe?.(() => {
      loading = read()
    })
    return () => {
      listeners.delete(listener)
      unsubscribeBackend?.()
    }
  }

  async function write(store: () => Promise<void>, apply: (entries: AbiRegistryEntry[]) => void) {
    await load()
    if (!backend || snapshot.status !== 'ready') {
      throw new AbiRegistryError(ABI_REGISTRY_ERRORS.unavailable)
    }
    try {
      await store()
    } catch (cause) {
      throw new AbiRegistryError(ABI_REGISTRY_ERRORS.storageFailed, { cause })
    }
    const entries = [...snapshot.entries]
    apply(entries)
    publish({ status: 'ready', entries })
  }

  /** Adds entries (checked already), replacing the ABI of a contract that had one. */
  function put(incoming: readonly AbiRegistryEntry[]): Promise<void> {
    return write(
      () => (backend as AbiRegistryBackend).put(incoming),
      (entries) => {
        for (const entry of incoming) {
          const at = entries.findIndex((e) => abiRegistryKey(e) === abiRegistryKey(entry))
          if (at >= 0) entries.splice(at, 1)
          entries.push(entry)
        }
      },
    )
  }

  /** Removes the ABI of a contract on a chain. */
  function remove(entry: { chainId: string; address: string }): Promise<void> {
    return write(
      () => (backend as AbiRegistryBackend).remove(entry),
      (entries) => {
        const at = entries.findIndex((e) => abiRegistryKey(e) === abiRegistryKey(entry))
        if (at >= 0) entries.splice(at, 1)
      },
    )
  }

  /**
   * The ABIs registered on `chainId` (for `addresses` only, when given), the same array as
   * last time when its ABIs are the same.
   */
  function abisFor(chainId: string, addresses?: readonly string[]): readonly Abi[] {
    const wanted = addresses && new Set(addresses.map((address) => address.toLowerCase()))
    const key = `${chainId}|${wanted ? [...wanted].sort().join(',') : '*'}`
    const abis = snapshot.entries
      .filter((e) => e.chainId === chainId && (!wanted || wanted.has(e.address.toLowerCase())))
      .map((e) => e.abi)
    const previous = abisCache.get(key)
    if (previous && previous.length === abis.length && previous.every((abi, i) => abi === abis[i]))
      return previous
    // Each transaction page asks with its own addresses; keep the cache from growing forever.
    if (abisCache.size > 500) abisCache.clear()
    abisCache.set(key, abis)
    return abis
  }

  return {
    getSnapshot: () => snapshot,
    subscribe,
    load,
    put,
    remove,
    abisFor,
  }
}

/** The app's registry, in this browser's IndexedDB (empty and read-only where there is none). */
export const abiRegistry = createAbiRegistry(
  typeof indexedDB === 'undefined' ? undefined : createIndexedDbAbiBackend(),
)

/**
 * The ABIs the user registered for contracts on `chainId` (only `addresses`, when given), for
 * code outside React such as the simulation: waits until the registry has been read.
 * @example const abis = await getRegisteredAbis('1', [tx.to])
 */
export async function getRegisteredAbis(
  chainId: string,
  addresses?: readonly string[],
  registry: AbiRegistry = abiRegistry,
): Promise<readonly Abi[]> {
  await registry.load()
  return registry.abisFor(chainId, addresses)
}
