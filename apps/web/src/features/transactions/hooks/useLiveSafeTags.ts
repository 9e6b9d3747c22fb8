import { getSafeInfo } from '@assent/gateway-client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useGateway } from '../../../app/GatewayProvider'
import { gatewayQueryKey } from '../../../app/gatewayQueryKey'
import { useCurrentSafe } from '../../safe/SafeContext'
import { refreshTransactionDetails } from '../cache/refreshTransactionDetails'

/** How often an open transaction page asks whether the Safe's lists changed. */
export const LIVE_POLL_MS = 4000

/**
 * Keeps the open transaction pages live: polls the Safe info (shared cache entry with the shell,
 * so the header's nonce and threshold update too) every few seconds, and when the gateway's
 * `txQueuedTag` or `txHistoryTag` changes — another owner confirmed, proposed or executed —
 * refetches the transaction lists and the details that can still change, without a reload.
 */
export function useLiveSafeTags(): void {
  const client = useGateway()
  const queryClient = useQueryClient()
  const safe = useCurrentSafe()
  const { data } = useQuery({
    queryKey: gatewayQueryKey(client, 'safeInfo', safe.chainId, safe.address),
    queryFn: ({ signal }) =>
      getSafeInfo(client, { chainId: safe.chainId, address: safe.address }, { signal }),
    refetchInterval: LIVE_POLL_MS,
  })
  const tags = data ? `${data.txQueuedTag}|${data.txHistoryTag}|${data.nonce}` : undefined
  const previous = useRef(tags)
  useEffect(() => {
    if (!tags || previous.current === tags) return
    const first = previous.current === undefined
    previous.current = tags
    if (first) return
    for (const resource of ['transactionQueue', 'transactionHistory', 'nonces']) {
      queryClient.invalidateQueries({ queryKey: ['gateway', client.baseUrl, resource] })
    }
    refreshTransactionDetails(queryClient, client.baseUrl)
    queryClient.invalidateQueries({ queryKey: ['gateway', client.baseUrl, 'balances'] })
  }, [tags, queryClient, client.baseUrl])
}
