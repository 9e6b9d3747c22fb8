import { parseStoredQueryData } from '@assent/gateway-client'
import type { PersistedClient } from '@tanstack/react-query-persist-client'
import { z } from 'zod'
import { hashQueryKey } from './hashQueryKey'

/**
 * The persisted query cache lives in localStorage, where anything on this origin (an extension,
 * an older build, a hand edit) can change it, and it holds what the wallet trusts most: chain RPC
 * URLs and contract addresses. So a restored entry is held to the same checks as a fresh gateway
 * response — its resource's schema, from the gateway-client's resource registry, which also says
 * which entries are kept at all — and anything that fails, or whose kind is unknown, is dropped:
 * it only costs a refetch.
 */

// Script-running URL schemes have no place in gateway data; the check covers every string,
// since a refetch is all a false alarm costs.
const scriptUrl = /^(javascript:|vbscript:|data:text\/html)/i
const MAX_DEPTH = 64

function hasScriptUrl(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return true
  if (typeof value === 'string') {
    // Browsers ignore leading spaces, control characters and tabs/newlines inside the scheme.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: exactly what is stripped
    return scriptUrl.test(value.replace(/[\u0000-\u0020]/g, ''))
  }
  if (Array.isArray(value)) return value.some((item) => hasScriptUrl(item, depth + 1))
  if (value !== null && typeof value === 'object') {
    return Object.values(value).some((item) => hasScriptUrl(item, depth + 1))
  }
  return false
}

const envelopeSchema = z.object({
  timestamp: z.number(),
  buster: z.string(),
  clientState: z.object({ queries: z.array(z.unknown()) }),
})

const querySchema = z.object({
  queryKey: z.array(z.unknown()),
  state: z.object({
    data: z.unknown(),
    dataUpdatedAt: z.number(),
    status: z.literal('success'),
    isInvalidated: z.boolean().optional(),
  }),
})

/** Something the persister refuses as a whole: no timestamp, so the library deletes it. */
const NOTHING: PersistedClient = {
  timestamp: 0,
  buster: '',
  clientState: { queries: [], mutations: [] },
}

type DehydratedQuery = PersistedClient['clientState']['queries'][number]

/** One stored query rebuilt from its checked parts, or null when any check fails. */
function restoreQuery(raw: unknown, now: number): DehydratedQuery | null {
  const query = querySchema.safeParse(raw)
  if (!query.success) return null
  const { queryKey, state } = query.data
  // A timestamp in the future would keep the entry fresh, so never refetched.
  if (!(state.dataUpdatedAt > 0 && state.dataUpdatedAt <= now)) return null
  if (hasScriptUrl(state.data) || hasScriptUrl(queryKey)) return null
  const stored = parseStoredQueryData(queryKey, state.data)
  if (!stored) return null
  // Rebuilt, not copied: the hash is recomputed (a stored one could file the data under
  // another query), and nothing else of the stored state (errors, fetch state) is taken.
  return {
    queryKey,
    queryHash: hashQueryKey(queryKey),
    dehydratedAt: now,
    ...(stored.form === 'pages' ? { queryType: 'infinite' } : {}),
    state: {
      data: stored.data,
      dataUpdateCount: 1,
      dataUpdatedAt: state.dataUpdatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: state.isInvalidated ?? false,
      status: 'success',
      fetchStatus: 'idle',
    },
  }
}

/**
 * The persister's `deserialize`: parses the stored cache and keeps only queries that pass
 * {@link restoreQuery}; a cache that is not even the persisted envelope restores nothing (and
 * the library then deletes it). Never throws.
 * @example createSyncStoragePersister({ storage, deserialize: (text) => restorePersistedClient(text) })
 */
export function restorePersistedClient(text: string, now = Date.now()): PersistedClient {
  try {
    const envelope = envelopeSchema.safeParse(JSON.parse(text))
    if (!envelope.success) return NOTHING
    const queries = envelope.data.clientState.queries.flatMap((raw) => {
      const query = restoreQuery(raw, now)
      return query ? [query] : []
    })
    return {
      timestamp: envelope.data.timestamp,
      buster: envelope.data.buster,
      // Mutations are never persisted on purpose; a stored one would replay on start.
      clientState: { queries, mutations: [] },
    }
  } catch {
    return NOTHING
  }
}
