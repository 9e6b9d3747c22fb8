import type { QueryParams } from './buildUrl'

/** Instead of its parameters, a paged action takes a previous page's `next`/`previous` URL. */
export type PageUrlParameters = { pageUrl: string }

/** Chain ids may come as wagmi numbers or wire strings; both address the same resource. */
export type ChainIdParameter = { chainId: string | number }

/**
 * Picks what a paged action fetches: the given page URL as is, or the path with its query.
 * The path parameters and query are built lazily because page URLs carry neither.
 */
export function pagedTarget<P extends object>(
  parameters: P | PageUrlParameters,
  build: (parameters: P) => {
    path: string
    pathParams: Record<string, string | number>
    query?: QueryParams
  },
): { pageUrl: string } | ReturnType<typeof build> {
  return 'pageUrl' in parameters ? { pageUrl: parameters.pageUrl } : build(parameters)
}
