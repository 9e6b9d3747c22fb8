/** Marks a DELEGATE operation wherever one appears: it runs foreign code as the Safe. */
export function DelegateFlag({ known }: { known: boolean }) {
  return (
    <span
      className="tx-flag-delegate"
      data-testid="delegate-flag"
      title={
        known
          ? 'Delegate call to a known Safe library (batching or message signing)'
          : 'Delegate call to unknown code: it can change anything in this Safe'
      }
    >
      DELEGATECALL{known ? '' : ' ⚠'}
    </span>
  )
}
