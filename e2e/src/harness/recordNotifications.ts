/**
 * Installed before the app loads: a Notification class that records what the app shows (the
 * real one's permission and prompt, so the browser's grant counts) and a switch for
 * document.hidden. Playwright cannot click a system notification; the test calls the click
 * handler the app attached instead.
 */
export function recordNotifications() {
  type Shown = { title: string; body: string | undefined; onclick: (() => void) | null }
  const Real = window.Notification
  const shown: Shown[] = []
  let hidden = false
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden })
  class RecordedNotification {
    title: string
    body: string | undefined
    onclick: (() => void) | null = null
    constructor(title: string, options?: NotificationOptions) {
      this.title = title
      this.body = options?.body
      shown.push(this)
    }
    close() {}
    static get permission() {
      return Real.permission
    }
    static requestPermission() {
      return Real.requestPermission()
    }
  }
  Object.assign(window, {
    Notification: RecordedNotification,
    notificationsForTest: { shown, setHidden: (value: boolean) => (hidden = value) },
  })
}

/** What recordNotifications adds to the page's window. */
export type NotificationsForTest = {
  notificationsForTest: {
    shown: { title: string; body: string | undefined; onclick: (() => void) | null }[]
    setHidden(value: boolean): void
  }
}
