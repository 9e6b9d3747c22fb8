import { EVENT_STREAM_FEATURE } from '@assent/gateway-client'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useGateway } from '../../kernel/GatewayProvider'
import type { InboxSafe } from './buildInbox'
import { followInboxSafes } from './followInboxSafes'

/**
 * Keeps the inbox's Safes live through the gateway's event stream (followInboxSafes) and
 * returns the chains without one — not announced in the chain's features (the official gateway)
 * or refused when asked: the inbox polls those instead.
 */
export function useInboxLiveUpdates(safes: readonly InboxSafe[]): ReadonlySet<string> {
  const client = useGateway()
  const queryClient = useQueryClient()
  const [polling, setPolling] = useState<ReadonlySet<string>>(new Set())
  const byChain = new Map<string, string[]>()
  const withoutStream = new Set<string>()
  for (const { chain, address } of safes) {
    if (!chain.features.includes(EVENT_STREAM_FEATURE)) withoutStream.add(chain.chainId)
    else byChain.set(chain.chainId, [...(byChain.get(chain.chainId) ?? []), address])
  }
  // A string, so the streams reopen only when the set of Safes really changes.
  const key = JSON.stringify([...byChain].sort(([a], [b]) => a.localeCompare(b)))

  useEffect(
    () =>
      followInboxSafes({
        client,
        queryClient,
        safesByChain: new Map(JSON.parse(key) as [string, string[]][]),
        onRefused: (chainId) => setPolling((chains) => new Set([...chains, chainId])),
      }),
    [client, queryClient, key],
  )
  return withoutStream.size === 0 ? polling : new Set([...polling, ...withoutStream])
}
