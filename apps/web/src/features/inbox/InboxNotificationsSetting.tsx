import { useState } from 'react'
import { useLocalStore } from '../../kernel/createLocalStore'
import { inboxNotificationsStore } from './inboxNotificationsStore'

/** Settings: turn browser notifications of transactions awaiting my signature on or off. */
export function InboxNotificationsSetting() {
  const enabled = useLocalStore(inboxNotificationsStore)
  const [problem, setProblem] = useState<string>()
  const supported = typeof Notification !== 'undefined'
  const toggle = async () => {
    setProblem(undefined)
    if (enabled) return inboxNotificationsStore.set(() => false)
    const permission = await Notification.requestPermission()
    if (permission !== 'granted') {
      return setProblem('The browser did not allow notifications for this site.')
    }
    inboxNotificationsStore.set(() => true)
  }
  return (
    <section className="card" aria-labelledby="inbox-notifications-title">
      <h2 id="inbox-notifications-title">Notifications</h2>
      <p className="muted">
        While Assent is open in a background tab, a notification tells you of each new transaction
        awaiting your signature; clicking it opens its review. Signing always happens in the app.
      </p>
      {supported ? (
        <button
          type="button"
          className="button"
          aria-pressed={enabled}
          data-testid="inbox-notifications-toggle"
          onClick={() => void toggle()}
        >
          {enabled ? 'Turn notifications off' : 'Turn notifications on'}
        </button>
      ) : (
        <p className="muted">This browser does not offer notifications.</p>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  )
}
