import type { PageUrlParameters } from '../transport/pagedTarget'
import type { Check } from '../validation/checkJson'
import {
  type GatewayQueryKey,
  INFINITE_KEY_PART,
  type InfinitePages,
  type KeyClient,
  pagedQueryKey,
  queryKeyPrefix,
  type TaggedQueryKey,
} from './gatewayQueryKey'

/** How the persisted query cache keeps an entry: its data as it is, or an infinite query's pages. */
export type StoredForm = 'data' | 'pages'

/** Which entries of a resource the persisted cache keeps, by the key's parts after the name. */
export type Persisted = (parts: readonly unknown[]) => StoredForm | undefined

/**
 * A resource the web app's boot reads before the full app has loaded; the full app takes the
 * answer into its cache. `check` checks the fields of the cached data the boot renders itself.
 */
export type Boot = { check?: Check<unknown> }

type Extras = { persisted?: Persisted; boot?: Boot }

/** Every entry is kept as its data. */
export const always: Persisted = () => 'data'
const never: Persisted = () => undefined
/** A list is kept as the pages the app read one after another, never as a single page. */
const pagesOnly: Persisted = (parts) => (parts.includes(INFINITE_KEY_PART) ? 'pages' : undefined)

/**
 * Defines a resource with one entry per set of parameters, under `parts(parameters)`; not kept
 * by the persisted cache unless `persisted` says so. Curried so that `Data` is given and the
 * rest inferred.
 *
 * @example
 * plainResource<SafeInfo>()('safeInfo', ({ chainId, address }: GetSafeInfoParameters) => [chainId, address])
 */
export const plainResource =
  <Data>() =>
  <const Name extends string, Parameters = void, const E extends Extras = Record<never, never>>(
    name: Name,
    parts: (parameters: Parameters) => readonly unknown[],
    extras?: E,
  ) => ({
    ...(extras as E),
    name,
    /** The key of one entry, carrying the type of its data. */
    key: (client: KeyClient, parameters: Parameters) =>
      queryKeyPrefix(client, name, ...parts(parameters)) as TaggedQueryKey<
        GatewayQueryKey<Name>,
        Data
      >,
    persisted: extras?.persisted ?? never,
  })

/**
 * Defines a paged list: one entry per page (by the list's parameters or a `next` URL), or the
 * pages an infinite query has read under `pagesKey`, which the persisted cache keeps unless
 * `persisted` says otherwise.
 *
 * @example
 * pagedResource<TransactionListPage, QueueParameters>()('transactionQueue')
 */
export const pagedResource =
  <Page, Parameters extends { chainId: string | number; address: string }>() =>
  <const Name extends string, const E extends Extras = Record<never, never>>(
    name: Name,
    extras?: E,
  ) => ({
    ...(extras as E),
    name,
    /** The key of one page, carrying its type. */
    key: (client: KeyClient, parameters: Parameters | PageUrlParameters) =>
      pagedQueryKey(client, name, parameters) as TaggedQueryKey<GatewayQueryKey<Name>, Page>,
    /** The key of the pages an infinite query has read, carrying their type. */
    pagesKey: (client: KeyClient, parameters: Parameters) =>
      [...pagedQueryKey(client, name, parameters), INFINITE_KEY_PART] as unknown as TaggedQueryKey<
        readonly [...GatewayQueryKey<Name>, typeof INFINITE_KEY_PART],
        InfinitePages<Page>
      >,
    persisted: extras?.persisted ?? pagesOnly,
  })
