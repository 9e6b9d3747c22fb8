import { getSafeInfoQueryOptions } from '@assent/gateway-client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useGateway } from '../../../kernel/GatewayProvider'
import { useCurrentSafe } from '../../safe/SafeContext'
import { invalidateSafeReads } from './invalidateSafeReads'
import { refreshTransactionDetails } from './refreshTransactionDetails'

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
  const { chainId, address } = useCurrentSafe()
  const { data } = useQuery({
    ...getSafeInfoQueryOptions(client, { chainId, address }),
    refetchInterval: LIVE_POLL_MS,
  })
  const tags = data ? `${data.txQueuedTag}|${data.txHistoryTag}|${data.nonce}` : undefined
  const previous = useRef(tags)
  useEffect(() => {
    if (!tags || previous.current === tags) return
    const first = previous.current === undefined
    previous.current = tags
    if (first) return
    const safe = { chainId, address }
    void invalidateSafeReads(queryClient, client, safe, ['queue', 'history', 'nonces', 'balances'])
    void refreshTransactionDetails(queryClient, client)
  }, [tags, queryClient, client, chainId, address])
}
