export type Notification = {
  id: number
  kind: 'error' | 'success' | 'info'
  title: string
  message?: string
  /** An action button shown with the message, e.g. Retry. */
  action?: { label: string; run: () => void }
}

type Listener = () => void

let nextId = 1
let notifications: readonly Notification[] = []
const listeners = new Set<Listener>()

function emit() {
  for (const listener of listeners) listener()
}

/** Shows a toast (errors stay until dismissed; others disappear after 6 s). Returns its id. */
export function notify(notification: Omit<Notification, 'id'>): number {
  const id = nextId++
  notifications = [...notifications, { ...notification, id }].slice(-5)
  emit()
  if (notification.kind !== 'error' && typeof window !== 'undefined') {
    window.setTimeout(() => dismiss(id), 6000)
  }
  return id
}

/** Removes a toast. */
export function dismiss(id: number): void {
  notifications = notifications.filter((n) => n.id !== id)
  emit()
}

export function getNotifications(): readonly Notification[] {
  return notifications
}

export function subscribeNotifications(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
