import { useSyncExternalStore } from 'react'
import { dismiss, getNotifications, subscribeNotifications } from './notify'

/** The toast stack, announced politely to screen readers (errors assertively). */
export function Toasts() {
  const items = useSyncExternalStore(subscribeNotifications, getNotifications, getNotifications)
  return (
    <section className="toasts" aria-label="Notifications">
      {items.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <div className="toast-body">
            <strong>{item.title}</strong>
            {item.message && <p>{item.message}</p>}
          </div>
          <div className="toast-actions">
            {item.action && (
              <button
                type="button"
                className="button button-small"
                onClick={() => {
                  dismiss(item.id)
                  item.action?.run()
                }}
              >
                {item.action.label}
              </button>
            )}
            <button
              type="button"
              className="icon-button"
              aria-label="Dismiss notification"
              onClick={() => dismiss(item.id)}
            >
              ×
            </button>
          </div>
        </div>
      ))}
    </section>
  )
}
