import '../safe-apps/safeApps.css'
import { useState } from 'react'
import { ErrorState } from '../../components/ErrorState'
import { Skeleton } from '../../components/Skeleton'
import { useCurrentSafe } from '../safe/SafeContext'
import { formatUtcDay } from './formatUtcDay'
import { MessageItem } from './MessageItem'
import { SignNewMessageDialog } from './SignNewMessageDialog'
import { useSafeMessages } from './useSafeMessages'

/** /transactions/messages: the Safe's off-chain messages by UTC day; sign, confirm, verify. */
export function MessagesPage() {
  const safe = useCurrentSafe()
  const [signing, setSigning] = useState(false)
  const messages = useSafeMessages(safe.chainId, safe.address, safe.safeInfo.messagesTag)
  // A day can continue on the next page, which then starts with the same label again.
  const seenDays = new Set<number>()
  const items = (messages.data?.pages.flatMap((page) => page.results) ?? []).filter(
    (item) =>
      item.type !== 'DATE_LABEL' || (!seenDays.has(item.timestamp) && seenDays.add(item.timestamp)),
  )
  return (
    <div className="page" data-testid="messages-page">
      <div className="page-header">
        <h1>Messages</h1>
        <div className="actions">
          <button type="button" className="button button-primary" onClick={() => setSigning(true)}>
            Sign message
          </button>
        </div>
      </div>
      {messages.isPending ? (
        <Skeleton height={160} />
      ) : messages.isError && !messages.data ? (
        <ErrorState
          title="The messages could not be loaded"
          message={messages.error.message}
          onRetry={() => messages.refetch()}
        />
      ) : items.length === 0 ? (
        <div className="card empty-state" data-testid="messages-empty">
          <p>No messages yet. Apps ask the Safe to sign messages; you can also sign one here.</p>
        </div>
      ) : (
        <div className="list" style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
          {/* A refresh that failed keeps the list shown (and what each item was checking). */}
          {messages.isError && (
            <p className="muted" role="status" data-testid="messages-refresh-error">
              The messages could not be refreshed: {messages.error.message}
            </p>
          )}
          {items.map((item) =>
            item.type === 'DATE_LABEL' ? (
              <h2
                key={`label-${item.timestamp}`}
                className="muted"
                data-testid="messages-date-label"
              >
                {formatUtcDay(item.timestamp)}
              </h2>
            ) : (
              <MessageItem key={item.messageHash} message={item} />
            ),
          )}
          {messages.hasNextPage && (
            <button
              type="button"
              className="button"
              disabled={messages.isFetchingNextPage}
              onClick={() => messages.fetchNextPage()}
            >
              {messages.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          )}
        </div>
      )}
      {signing && <SignNewMessageDialog onClose={() => setSigning(false)} />}
    </div>
  )
}
