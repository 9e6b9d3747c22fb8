import {
  chainInfoSchema,
  collectiblesPageSchema,
  INFINITE_KEY_PART,
  noncesSchema,
  ownedSafesSchema,
  safeAppsSchema,
  safeBalanceResponseSchema,
  safeInfoSchema,
  safeMessageListPageSchema,
  safeMessageSchema,
  stringArraySchema,
  transactionListPageSchema,
} from '@assent/gateway-client'
import type { PersistedClient } from '@tanstack/react-query-persist-client'
import { z } from 'zod'
import { hashQueryKey } from './hashQueryKey'

/**
 * The persisted query cache lives in localStorage, where anything on this origin (an extension,
 * an older build, a hand edit) can change it, and it holds what the wallet trusts most: chain RPC
 * URLs and contract addresses. So a restored entry is held to the same checks as a fresh gateway
 * response, and anything that fails, or whose kind is unknown, is dropped: it only costs a
 * refetch.
 */

type KindSchema = { schema: z.ZodType; infinite?: true }

const plain = (schema: z.ZodType): KindSchema => ({ schema })

/** An infinite query as TanStack stores it; JSON turned `undefined` page params into null. */
const infinite = (page: z.ZodType): KindSchema => ({
  schema: z.object({ pages: z.array(page), pageParams: z.array(z.string().nullable()) }),
  infinite: true,
})

/** A list the app only reads page after page: its key carries the package's infinite marker. */
const onlyInfinite =
  (page: z.ZodType) =>
  (parts: readonly unknown[]): KindSchema | undefined =>
    parts.includes(INFINITE_KEY_PART) ? infinite(page) : undefined

const rpcUrl = /^(https?|wss?):\/\//i
const address = /^0x[0-9a-fA-F]{40}$/

/** A chain whose RPC URLs are network URLs and whose contract addresses are addresses. */
const trustedChainSchema = chainInfoSchema.superRefine((chain, context) => {
  for (const field of ['rpcUri', 'publicRpcUri', 'safeAppsRpcUri'] as const) {
    if (!rpcUrl.test(chain[field].value)) {
      context.addIssue({ code: 'custom', message: 'not an RPC URL', path: [field, 'value'] })
    }
  }
  const contracts: unknown = chain.contractAddresses
  if (contracts === undefined) return
  const valid =
    contracts !== null &&
    typeof contracts === 'object' &&
    Object.values(contracts).every((a) => a === null || (typeof a === 'string' && address.test(a)))
  if (!valid) {
    context.addIssue({ code: 'custom', message: 'not addresses', path: ['contractAddresses'] })
  }
})

/**
 * The schema of each persisted query kind (`queryKey[2]`), for the shape its hook stores, given
 * the key parts after the kind; undefined for a shape the app never persists.
 */
const schemaByKind: Record<string, (parts: readonly unknown[]) => KindSchema | undefined> = {
  chains: (parts) => (parts[0] === 'all' ? plain(z.array(trustedChainSchema)) : undefined),
  safeInfo: () => plain(safeInfoSchema),
  balances: () => plain(safeBalanceResponseSchema),
  nonces: () => plain(noncesSchema),
  fiatCurrencies: () => plain(stringArraySchema),
  ownedSafes: () => plain(ownedSafesSchema),
  safeApps: () => plain(safeAppsSchema),
  collectiblesPage: onlyInfinite(collectiblesPageSchema),
  safeMessage: () => plain(safeMessageSchema.nullable()),
  safeMessages: onlyInfinite(safeMessageListPageSchema),
  transactionHistory: onlyInfinite(transactionListPageSchema),
  incomingTransfers: onlyInfinite(transactionListPageSchema),
  multisigTransactions: onlyInfinite(transactionListPageSchema),
  moduleTransactions: onlyInfinite(transactionListPageSchema),
  // The queue page after page, or its first page alone (the dashboard's preview).
  transactionQueue: (parts) =>
    parts.includes(INFINITE_KEY_PART)
      ? infinite(transactionListPageSchema)
      : parts.includes('preview')
        ? plain(transactionListPageSchema)
        : undefined,
}

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
  const [scope, baseUrl, kind, ...parts] = queryKey
  if (scope !== 'gateway' || typeof baseUrl !== 'string' || typeof kind !== 'string') return null
  const kindSchema = Object.hasOwn(schemaByKind, kind) ? schemaByKind[kind]?.(parts) : undefined
  // A timestamp in the future would keep the entry fresh, so never refetched.
  if (!kindSchema || !(state.dataUpdatedAt > 0 && state.dataUpdatedAt <= now)) return null
  if (hasScriptUrl(state.data) || hasScriptUrl(queryKey)) return null
  const data = kindSchema.schema.safeParse(state.data)
  if (!data.success) return null
  // Rebuilt, not copied: the hash is recomputed (a stored one could file the data under
  // another query), and nothing else of the stored state (errors, fetch state) is taken.
  return {
    queryKey,
    queryHash: hashQueryKey(queryKey),
    dehydratedAt: now,
    ...(kindSchema.infinite ? { queryType: 'infinite' } : {}),
    state: {
      data: data.data,
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
