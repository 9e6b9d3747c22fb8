/**
 * Installed before the app loads: a Notification class that records what the app shows (the
 * real one's prompt, so the browser's grant counts) and a switch for
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
    // Chromium's headless shell answers `permission` "denied" even once the context granted
    // it, while `requestPermission()` answers "granted": the answer it gave stands in.
    static answered: NotificationPermission | undefined
    static get permission() {
      return RecordedNotification.answered ?? Real.permission
    }
    static async requestPermission() {
      RecordedNotification.answered = await Real.requestPermission()
      return RecordedNotification.answered
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
