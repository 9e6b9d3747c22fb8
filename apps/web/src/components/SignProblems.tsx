/** A failure the signer should read: what did not happen, and why. */
export type FlowError = { title: string; message: string }

/** Why signing is blocked right now (verification, wallet, ownership), one line each. */
export function SignBlockers({ blockers }: { blockers: readonly string[] }) {
  if (blockers.length === 0) return null
  return (
    <ul className="field-hint" data-testid="sign-blockers">
      {blockers.map((blocker) => (
        <li key={blocker}>{blocker}</li>
      ))}
    </ul>
  )
}

/** The red box for a failed sign, propose, confirm or execute step. */
export function FlowErrorBox({ error }: { error: FlowError | null }) {
  if (!error) return null
  return (
    <div className="tx-danger-box" role="alert" data-testid="flow-error">
      <strong>{error.title}.</strong> {error.message}
    </div>
  )
}
