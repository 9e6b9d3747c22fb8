/** A failed load, in words, with a Retry when one makes sense. */
export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title: string
  message?: string
  onRetry?: () => void
}) {
  return (
    <div className="card error-state" role="alert" data-testid="error-state">
      <h2>{title}</h2>
      {message && <p className="muted">{message}</p>}
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  )
}
