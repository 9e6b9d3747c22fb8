import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useGateway } from '../../kernel/GatewayProvider'
import type { InboxSafe } from './buildInbox'
import { followInboxSafes } from './followInboxSafes'

/**
 * Keeps the inbox's Safes live through the gateway's event stream (followInboxSafes) and
 * returns the chains whose gateway refused it: the inbox polls those instead.
 */
export function useInboxLiveUpdates(safes: readonly InboxSafe[]): ReadonlySet<string> {
  const client = useGateway()
  const queryClient = useQueryClient()
  const [polling, setPolling] = useState<ReadonlySet<string>>(new Set())
  const byChain = new Map<string, string[]>()
  for (const { chain, address } of safes) {
    byChain.set(chain.chainId, [...(byChain.get(chain.chainId) ?? []), address])
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
  return polling
}
