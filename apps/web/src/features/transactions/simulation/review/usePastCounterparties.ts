import { getTransactionHistoryInfiniteQueryOptions } from '@assent/gateway-client'
import type { KnownAddress } from '@assent/review'
import { pastCounterparties } from '@assent/review'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { Address } from 'viem'
import { useGateway } from '../../../../kernel/GatewayProvider'

/** How many history pages (of the gateway's size, 20 on Assent's) are searched. */
export const PAST_COUNTERPARTY_PAGES = 3

/**
 * The Safe's past counterparties from the newest pages of its history, to compare recipients
 * with (address poisoning copies them). Undefined while the pages load; what was read (maybe
 * nothing) once the gateway fails, so that a broken history never holds a review up.
 */
export function usePastCounterparties({
  chainId,
  address,
}: {
  chainId: string
  address: Address
}): KnownAddress[] | undefined {
  const history = useInfiniteQuery({
    ...getTransactionHistoryInfiniteQueryOptions(useGateway(), { chainId, address, trusted: true }),
    staleTime: 60_000,
  })
  const { data, hasNextPage, isError, isFetchingNextPage, fetchNextPage } = history
  const pages = data?.pages.length ?? 0
  const wantsMore = hasNextPage && pages < PAST_COUNTERPARTY_PAGES && !isError
  useEffect(() => {
    // fetchNextPage does not throw: a failed page shows as the query's error, read below.
    if (wantsMore && !isFetchingNextPage) void fetchNextPage()
  }, [wantsMore, isFetchingNextPage, fetchNextPage])
  return useMemo(() => {
    if (!isError && (!data || wantsMore)) return undefined
    return pastCounterparties(
      (data?.pages ?? []).slice(0, PAST_COUNTERPARTY_PAGES).flatMap((page) => page.results),
      address,
    )
  }, [data, isError, wantsMore, address])
}
