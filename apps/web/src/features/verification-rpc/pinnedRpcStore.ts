import { useSyncExternalStore } from 'react'
import { z } from 'zod'

/** localStorage key of the user's pinned verification RPC URLs (chainId → URL). */
export const PINNED_RPC_STORAGE_KEY = 'assent.verificationRpc.v1'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Whether `value` may be pinned: https (or plain http to this machine, for a local node),
 * without user:password (fetch refuses those), no fragment. Plain http elsewhere could be
 * rewritten on the way, and the page's security policy blocks it anyway.
 */
export function isPinnableRpcUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password || url.hash) return false
  if (url.protocol === 'https:') return url.hostname !== ''
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)
}

/** A pinned RPC URL as stored (trimmed). */
export const pinnedRpcUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(
    isPinnableRpcUrl,
    'Enter an https:// URL (or http:// to 127.0.0.1 or localhost), without user:password',
  )

const chainIdSchema = z.string().regex(/^[1-9][0-9]{0,19}$/)

/** The stored map; anything else in storage is ignored (treated as nothing pinned). */
export const pinnedRpcsSchema = z.record(chainIdSchema, pinnedRpcUrlSchema)

export type PinnedRpcs = z.infer<typeof pinnedRpcsSchema>

const EMPTY: PinnedRpcs = Object.freeze({}) as PinnedRpcs
let cachedRaw: string | null | undefined
let cached: PinnedRpcs = EMPTY
const listeners = new Set<() => void>()

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/** Parses stored text; garbage (bad JSON, wrong shape, bad URL) reads as nothing pinned. */
export function parsePinnedRpcs(raw: string | null): PinnedRpcs {
  if (!raw) return EMPTY
  try {
    const parsed = pinnedRpcsSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : EMPTY
  } catch {
    return EMPTY
  }
}

export function getPinnedRpcs(): PinnedRpcs {
  const raw = storage()?.getItem(PINNED_RPC_STORAGE_KEY) ?? null
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parsePinnedRpcs(raw)
  }
  return cached
}

export function getPinnedRpc(chainId: string): string | undefined {
  return getPinnedRpcs()[chainId]
}

/** Pins (or with `undefined` unpins) the RPC for a chain; throws on an invalid URL. */
export function setPinnedRpc(chainId: string, url: string | undefined): void {
  const id = chainIdSchema.parse(chainId)
  const next: PinnedRpcs = { ...getPinnedRpcs() }
  if (url === undefined || url.trim() === '') delete next[id]
  else next[id] = pinnedRpcUrlSchema.parse(url)
  storage()?.setItem(PINNED_RPC_STORAGE_KEY, JSON.stringify(next))
  notify()
}

function notify() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab pinning a URL counts too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PINNED_RPC_STORAGE_KEY || event.key === null) listener()
  }
  globalThis.addEventListener?.('storage', onStorage)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', onStorage)
  }
}

/** The pinned RPC URL of a chain, re-rendering when it changes. */
export function usePinnedRpc(chainId: string): string | undefined {
  const all = useSyncExternalStore(subscribe, getPinnedRpcs, getPinnedRpcs)
  return all[chainId]
}

/** All pinned RPC URLs, re-rendering when they change. */
export function usePinnedRpcs(): PinnedRpcs {
  return useSyncExternalStore(subscribe, getPinnedRpcs, getPinnedRpcs)
}
