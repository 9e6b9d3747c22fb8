import type { GatewayClient } from '../transport/createGatewayClient'
import type { PageUrlParameters } from '../transport/pagedTarget'

/** What a key needs of a client: its base URL (the boot, which has no client, passes only that). */
export type KeyClient = Pick<GatewayClient, 'baseUrl'>

/** Every key this package builds: scope, gateway base URL, resource, then the resource's parts. */
export type GatewayQueryKey<Resource extends string = string> = readonly [
  'gateway',
  string,
  Resource,
  ...unknown[],
]

declare const dataTag: unique symbol

/**
 * A query key that carries the type of the data cached under it, as TanStack's `DataTag` does
 * for the keys `queryOptions` returns. A type only: at run time the key is the plain array.
 * (TanStack's own tag cannot be used here: this package does not import TanStack, and two
 * copies of its types would tag apart.)
 */
export type TaggedQueryKey<Key extends readonly unknown[], Data> = Key & {
  readonly [dataTag]: Data
}

/** The data type a {@link TaggedQueryKey} carries. */
export type QueryKeyData<Key> = Key extends { readonly [dataTag]: infer Data } ? Data : unknown

/** The pages of an infinite query as TanStack caches them (its `InfiniteData`). */
export type InfinitePages<Page> = { pages: Page[]; pageParams: (string | null)[] }

/**
 * Builds a query key: `['gateway', baseUrl, resource, ...parts]`. The base URL keeps two
 * gateways' caches apart; chain ids are strings so `1` and `'1'` share an entry.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: ['gateway', client.baseUrl, 'transactionQueue'] })
 */
export function gatewayQueryKey<const Resource extends string, const Parts extends unknown[]>(
  client: KeyClient,
  resource: Resource,
  ...parts: Parts
) {
  return ['gateway', client.baseUrl, resource, ...parts] as const
}

/**
 * A resource's key cut before its first missing part: with every part it names one entry, with
 * fewer it is the prefix TanStack Query matches for invalidation (all of a Safe's, all of a
 * chain's, or all of the resource).
 *
 * @example
 * queryKeyPrefix(client, 'safeInfo', '1', undefined) // ['gateway', url, 'safeInfo', '1']
 */
export function queryKeyPrefix<const Resource extends string>(
  client: KeyClient,
  resource: Resource,
  ...parts: unknown[]
): GatewayQueryKey<Resource> {
  const missing = parts.indexOf(undefined)
  return gatewayQueryKey(client, resource, ...(missing === -1 ? parts : parts.slice(0, missing)))
}

/** A chain id as keys hold it (a string), or undefined when not given. */
export const chainIdKeyPart = (chainId: string | number | undefined) =>
  chainId === undefined ? undefined : String(chainId)

/**
 * Key of a paged list: by chain, Safe and filters, or by the page URL when following
 * `next`/`previous` (those pages are keyed apart; invalidate by resource to reach them). With
 * only a chain and Safe it is the prefix of every list of that Safe (filters match partially).
 */
export function pagedQueryKey<
  const Resource extends string,
  P extends { chainId: string | number; address: string },
>(client: KeyClient, resource: Resource, parameters: Partial<P> | PageUrlParameters = {}) {
  if ('pageUrl' in parameters) {
    return gatewayQueryKey(client, resource, { pageUrl: parameters.pageUrl })
  }
  const { chainId, address, ...filters } = parameters
  return queryKeyPrefix(client, resource, chainIdKeyPart(chainId), address, filters)
}

/** What TanStack Query passes to a query function that this package uses. */
export type QueryFunctionContext = { signal?: AbortSignal }

/** Options of an infinite query over a paged list, as {@link infinitePagesOptions} builds them. */
export type InfinitePagesOptions<
  Page extends { next: string | null },
  Key extends readonly unknown[] = TaggedQueryKey<GatewayQueryKey, InfinitePages<Page>>,
> = {
  queryKey: Key
  queryFn: (context: QueryFunctionContext & { pageParam: string | null }) => Promise<Page>
  initialPageParam: string | null
  getNextPageParam: (page: Page) => string | null
}

/** Marks the key of a list read page after page, apart from its single-page query. */
export const INFINITE_KEY_PART = 'infinite'

/**
 * Options of an infinite query over a paged list, under `queryKey` (the list's `pagesKey` in
 * the gatewayResources registry): the first page from the list's parameters, then each `next`
 * URL as given, until there is none.
 *
 * @example
 * useInfiniteQuery(getTransactionQueueInfiniteQueryOptions(client, { chainId, address }))
 */
export function infinitePagesOptions<
  Key extends readonly unknown[],
  Page extends { next: string | null },
>(
  queryKey: Key,
  fetchPage: (target: PageUrlParameters | null, context: QueryFunctionContext) => Promise<Page>,
): InfinitePagesOptions<Page, Key> {
  return {
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchPage(pageParam === null ? null : { pageUrl: pageParam }, { signal }),
    initialPageParam: null,
    getNextPageParam: (page) => page.next,
  }
}
