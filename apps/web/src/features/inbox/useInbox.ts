import {
  getSafeMessagesQueryOptions,
  getTransactionQueueQueryOptions,
} from '@assent/gateway-client'
import { useQueries } from '@tanstack/react-query'
import { useGateway } from '../../kernel/GatewayProvider'
import { useWalletAccount } from '../../wallet/walletAccount'
import { buildInboxItems, type InboxItem, type InboxSafe, newestFirst } from './buildInbox'
import { useInboxSafes } from './useInboxSafes'

export type Inbox = {
  /** The connected account; no inbox without one. */
  me: string | undefined
  safes: InboxSafe[]
  items: InboxItem[]
  isPending: boolean
  errors: string[]
}

/** How often a Safe's reads are refetched where no event stream tells of changes. */
export const INBOX_POLL_MS = 30_000

/**
 * What awaits the connected account across its Safes, newest first, from each Safe's queue and
 * messages reads (the same cache entries the Safe's own pages use, so an update shows on both).
 * The Safes of `pollChains` are refetched every INBOX_POLL_MS: their gateway offers no stream.
 */
export function useInbox({ pollChains }: { pollChains?: ReadonlySet<string> } = {}): Inbox {
  const client = useGateway()
  const me = useWalletAccount().address
  const { safes, isPending, errors } = useInboxSafes(me)
  const queues = useQueries({
    queries: safes.map(({ chain, address }) => ({
      ...getTransactionQueueQueryOptions(client, {
        chainId: chain.chainId,
        address,
        trusted: true,
      }),
      refetchInterval: pollChains?.has(chain.chainId) ? INBOX_POLL_MS : false,
    })),
  })
  const messages = useQueries({
    queries: safes.map(({ chain, address }) => ({
      ...getSafeMessagesQueryOptions(client, { chainId: chain.chainId, address }),
      refetchInterval: pollChains?.has(chain.chainId) ? INBOX_POLL_MS : false,
    })),
  })
  const items: InboxItem[] = []
  const readErrors: string[] = []
  safes.forEach((safe, index) => {
    const queue = queues[index]
    const messageList = messages[index]
    for (const read of [queue, messageList]) {
      if (read?.error) {
        readErrors.push(`${safe.chain.chainName} ${safe.address}: ${read.error.message}`)
      }
    }
    if (me) {
      items.push(
        ...buildInboxItems(safe, me, queue?.data?.results ?? [], messageList?.data?.results ?? []),
      )
    }
  })
  return {
    me,
    safes,
    items: newestFirst(items),
    isPending: isPending || [...queues, ...messages].some((read) => read.isPending),
    errors: [
      ...errors.map(({ chain, error }) => `${chain.chainName}: ${error.message}`),
      ...readErrors,
    ],
  }
}
