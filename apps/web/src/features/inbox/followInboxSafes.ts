import { followEvents, type GatewayClient, getSafeMessagesQueryKey } from '@assent/gateway-client'
import type { QueryClient } from '@tanstack/react-query'
import { invalidateSafeReads } from '../transactions/cache/invalidateSafeReads'

/** The events that change what a Safe's queue or messages ask of its owners. */
const INBOX_EVENTS = new Set([
  'PENDING_MULTISIG_TRANSACTION',
  'NEW_CONFIRMATION',
  'EXECUTED_MULTISIG_TRANSACTION',
  'DELETED_MULTISIG_TRANSACTION',
  'MESSAGE_CREATED',
  'MESSAGE_CONFIRMATION',
  'SAFE_SETTINGS_CHANGE',
])

/** Refetches the reads the inbox is built from (queue, messages, Safe info), for one Safe. */
function refreshSafe(
  queryClient: QueryClient,
  client: GatewayClient,
  safe: { chainId: string; address: string },
): void {
  void invalidateSafeReads(queryClient, client, safe, ['queue', 'safeInfo'])
  void queryClient.invalidateQueries({ queryKey: getSafeMessagesQueryKey(client, safe) })
}

/**
 * Follows the gateway's event stream of the given Safes, one connection a chain, and refetches
 * a Safe's reads on each event about it (and all of them each time a stream opens, for what
 * changed before). `onRefused` names a chain whose gateway has no stream (the official one):
 * its Safes are to be polled instead. Returns the function that stops following.
 */
export function followInboxSafes(p: {
  client: GatewayClient
  queryClient: QueryClient
  /** Checksummed Safe addresses by chain id. */
  safesByChain: ReadonlyMap<string, readonly string[]>
  onRefused: (chainId: string) => void
}): () => void {
  const controller = new AbortController()
  for (const [chainId, addresses] of p.safesByChain) {
    const refreshAll = () => {
      for (const address of addresses) refreshSafe(p.queryClient, p.client, { chainId, address })
    }
    void (async () => {
      try {
        for await (const event of followEvents(
          p.client,
          { chainId, safes: addresses, onOpen: refreshAll },
          { signal: controller.signal },
        )) {
          const address = event.payload.address
          if (INBOX_EVENTS.has(event.type) && address) {
            refreshSafe(p.queryClient, p.client, { chainId, address })
          }
        }
      } catch {
        if (!controller.signal.aborted) p.onRefused(chainId)
      }
    })()
  }
  return () => controller.abort()
}
