import './modal.css'
import { type ReactNode, useEffect, useId, useRef } from 'react'

/**
 * The one modal dialog of the app, named by its title. Escape and the close button call
 * `onClose`, which every caller turns into an answer (a prompt's rejection, a flow's
 * cancellation), so nothing waits forever. Focus moves into the dialog and back when it closes.
 * `layer: 'prompt'` stacks it above a transaction dialog (a Safe App asking while one is open).
 */
export function Modal({
  title,
  onClose,
  children,
  testId,
  wide = false,
  layer = 'dialog',
}: {
  title: ReactNode
  onClose: () => void
  children: ReactNode
  testId?: string
  wide?: boolean
  layer?: 'dialog' | 'prompt'
}) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    dialogRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current()
    }
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
      previous?.focus?.()
    }
  }, [])

  return (
    <div className={layer === 'prompt' ? 'modal-backdrop modal-backdrop-prompt' : 'modal-backdrop'}>
      <div
        ref={dialogRef}
        className={wide ? 'modal modal-wide' : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            ✕
          </button>
        </div>
        {children}
      </div>
    </div>
  )
}

/** What a lazily loaded dialog shows while its code arrives. */
export function ModalPlaceholder({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="modal-backdrop">
      <div className="modal modal-wide" role="dialog" aria-busy="true" aria-label={label}>
        {children}
      </div>
    </div>
  )
}
