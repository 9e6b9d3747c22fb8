import type { InboxItem } from './buildInbox'

/**
 * Decides which inbox rows deserve a browser notification: a transaction newly awaiting my
 * signature, once, while the tab is in the background and notifications are on. The first
 * list it sees is what was already there when the app opened: nothing of it is announced.
 *
 * @example const seen = createSignatureNotifier({ notify, isHidden: () => document.hidden, enabled })
 */
export function createSignatureNotifier(p: {
  notify: (item: InboxItem) => void
  isHidden: () => boolean
  enabled: () => boolean
}): (items: readonly InboxItem[]) => void {
  let known: Set<string> | undefined
  return (items) => {
    const awaiting = items.filter((item) => item.kind === 'sign')
    const fresh = known ? awaiting.filter((item) => !known?.has(item.key)) : []
    known = new Set([...(known ?? []), ...awaiting.map((item) => item.key)])
    if (!p.enabled() || !p.isHidden()) return
    for (const item of fresh) p.notify(item)
  }
}
