import { z } from 'zod'
import { createLocalStore, useLocalStore } from '../kernel/createLocalStore'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Whether `value` may be pinned: https (or plain http to this machine, for a local node),
 * without user:password (fetch refuses those) or fragment. Plain http elsewhere could be
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

/** chainId → pinned URL; a stored value that does not parse counts as nothing pinned. */
export const pinnedRpcsSchema = z.record(chainIdSchema, pinnedRpcUrlSchema)
export type PinnedRpcs = z.infer<typeof pinnedRpcsSchema>

/** The user's own RPC per chain, kept in this browser only. */
export const pinnedRpcStore = createLocalStore<PinnedRpcs>(
  'assent.verificationRpc.v1',
  pinnedRpcsSchema,
  {},
)

export function getPinnedRpc(chainId: string): string | undefined {
  return pinnedRpcStore.get()[chainId]
}

/**
 * Pins `url` for a chain; `undefined` or blank unpins it.
 * @throws ZodError for an invalid chain id or URL.
 */
export function setPinnedRpc(chainId: string, url: string | undefined): void {
  const id = chainIdSchema.parse(chainId)
  const value = url?.trim() ? pinnedRpcUrlSchema.parse(url) : undefined
  pinnedRpcStore.set((previous) => {
    const { [id]: _removed, ...rest } = previous
    return value ? { ...rest, [id]: value } : rest
  })
}

/** The pinned RPC URL of a chain, re-rendering when it changes (also from other tabs). */
export function usePinnedRpc(chainId: string): string | undefined {
  return useLocalStore(pinnedRpcStore)[chainId]
}

export function usePinnedRpcs(): PinnedRpcs {
  return useLocalStore(pinnedRpcStore)
}
