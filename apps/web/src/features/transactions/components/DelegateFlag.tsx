/**
 * Marks a DELEGATE operation wherever one appears: it runs other code as the Safe itself. Red
 * and critical when the target is not a known Safe library; neutral for the Safe's own batching
 * and message-signing libraries.
 */
export function DelegateFlag({ known }: { known: boolean }) {
  const severity = known ? 'neutral' : 'critical'
  return (
    <span
      className={`tx-flag-delegate tx-flag-delegate-${severity}`}
      data-testid="delegate-flag"
      data-severity={severity}
      title={
        known
          ? 'Delegate call to a known Safe library (batching or message signing)'
          : 'Delegate call to unknown code: it can change anything in this Safe'
      }
    >
      {!known && <span aria-hidden="true">⚠ </span>}
      Delegate call
      {!known && <span className="visually-hidden"> to unknown code</span>}
    </span>
  )
}
