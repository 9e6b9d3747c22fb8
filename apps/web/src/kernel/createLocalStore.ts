import { useSyncExternalStore } from 'react'
import type { z } from 'zod'

export type LocalStore<T> = {
  key: string
  get(): T
  set(next: T | ((previous: T) => T)): void
  subscribe(listener: () => void): () => void
}

/**
 * A value kept in localStorage under `key`, validated with `schema` when read (anything stored
 * by an older version or edited by hand that does not parse falls back to `initial`).
 */
export function createLocalStore<T>(key: string, schema: z.ZodType<T>, initial: T): LocalStore<T> {
  const listeners = new Set<() => void>()
  let cached: { raw: string | null; value: T } | undefined

  const storage = (): Storage | undefined =>
    typeof localStorage === 'undefined' ? undefined : localStorage

  function get(): T {
    const raw = storage()?.getItem(key) ?? null
    if (cached && cached.raw === raw) return cached.value
    let value = initial
    if (raw !== null) {
      try {
        const parsed = schema.safeParse(JSON.parse(raw))
        if (parsed.success) value = parsed.data
      } catch {
        // Not JSON: keep the initial value.
      }
    }
    cached = { raw, value }
    return value
  }

  function set(next: T | ((previous: T) => T)): void {
    const value = typeof next === 'function' ? (next as (previous: T) => T)(get()) : next
    storage()?.setItem(key, JSON.stringify(value))
    for (const listener of listeners) listener()
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener)
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }

  return { key, get, set, subscribe }
}

/** The store's current value, re-rendering on every change (also from other tabs). */
export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
