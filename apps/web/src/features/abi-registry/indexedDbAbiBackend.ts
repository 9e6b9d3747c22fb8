import type { AbiRegistryBackend } from './abiRegistryBackend'
import type { AbiRegistryEntry } from './abiRegistryEntry'
import { abiRegistryKey } from './abiRegistryKey'

const DATABASE = 'assent-abi-registry'
const STORE = 'abis'
const VERSION = 1

/**
 * The registry's storage in this browser's IndexedDB: one record per (chain, contract), each
 * write one IndexedDB transaction (an import lands whole or not at all). Other tabs hear of a
 * change through a BroadcastChannel and reload.
 */
export function createIndexedDbAbiBackend(factory: IDBFactory = indexedDB): AbiRegistryBackend {
  let opening: Promise<IDBDatabase> | undefined
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(DATABASE)

  function open(): Promise<IDBDatabase> {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DATABASE, VERSION)
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE)) {
          request.result.createObjectStore(STORE, { keyPath: 'id' })
        }
      }
      request.onsuccess = () => {
        const db = request.result
        // A newer version in another tab must not stay blocked by this connection.
        db.onversionchange = () => {
          db.close()
          opening = undefined
        }
        resolve(db)
      }
      request.onerror = () => reject(request.error)
      request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'))
    }).catch((error: unknown) => {
      opening = undefined
      throw error
    })
    return opening
  }

  async function run<T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
  ): Promise<T | undefined> {
    const db = await open()
    return new Promise<T | undefined>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode)
      let request: IDBRequest<T> | undefined
      transaction.oncomplete = () => resolve(request?.result)
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () => reject(transaction.error ?? new Error('transaction aborted'))
      try {
        request = work(transaction.objectStore(STORE))
      } catch (error) {
        // A put that throws (a value IndexedDB cannot clone) must not commit the ones before it.
        transaction.abort()
        reject(error)
      }
    })
  }

  const changed = () => channel?.postMessage('changed')

  return {
    async readAll() {
      return (await run<unknown[]>('readonly', (store) => store.getAll())) ?? []
    },
    async put(entries: readonly AbiRegistryEntry[]) {
      await run('readwrite', (store) => {
        for (const entry of entries) store.put({ id: abiRegistryKey(entry), ...entry })
        return undefined
      })
      changed()
    },
    async remove(entry: { chainId: string; address: string }) {
      await run('readwrite', (store) => store.delete(abiRegistryKey(entry)))
      changed()
    },
    subscribe(listener: () => void) {
      if (!channel) return () => {}
      const onMessage = () => listener()
      channel.addEventListener('message', onMessage)
      return () => channel.removeEventListener('message', onMessage)
    },
  }
}
