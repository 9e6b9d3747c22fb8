import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { shortenAddress } from '../../components/shortenAddress'
import type { InboxItem } from './buildInbox'
import { inboxNotificationsStore } from './inboxNotificationsStore'
import { createSignatureNotifier } from './signatureNotifier'

/**
 * Shows a browser notification (when turned on in Settings and permitted) for each transaction
 * newly awaiting my signature while the tab is in the background; clicking it brings the tab
 * forward on the transaction's review. It only points there: signing happens in the app.
 */
export function useSignatureNotifications(items: readonly InboxItem[]): void {
  const navigate = useNavigate()
  const notifier = useRef<(items: readonly InboxItem[]) => void>(undefined)
  notifier.current ??= createSignatureNotifier({
    isHidden: () => document.hidden,
    enabled: () =>
      inboxNotificationsStore.get() &&
      typeof Notification !== 'undefined' &&
      Notification.permission === 'granted',
    notify: (item) => {
      const notification = new Notification(`${shortenAddress(item.safe)}: ${item.title}`, {
        body: `Awaits your signature on ${item.chain.chainName}`,
        tag: item.key,
      })
      notification.onclick = () => {
        window.focus()
        void navigate({ to: item.to, search: item.search })
        notification.close()
      }
    },
  })
  useEffect(() => notifier.current?.(items), [items])
}
