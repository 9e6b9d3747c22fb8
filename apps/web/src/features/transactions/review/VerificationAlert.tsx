import type { VerificationProblem } from '@assent/review'

/** The red, plain-words warning shown instead of a signing button when verification fails. */
export function VerificationAlert({ problems }: { problems: readonly VerificationProblem[] }) {
  if (problems.length === 0) return null
  return (
    <div className="tx-danger-box" role="alert" data-testid="verification-alert">
      <h3>Do not sign: this transaction failed verification</h3>
      <p>
        What the gateway sent does not add up. Signing is blocked, because you could be approving
        something other than what is shown. Check with the other owners before doing anything.
      </p>
      {problems.map((problem, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: problems are a fixed list per render
        <div key={index} data-testid="verification-problem" data-code={problem.code}>
          <p>
            <strong>{problem.message}</strong>
          </p>
          {(problem.expected || problem.received) && (
            <dl>
              <dt>Computed here</dt>
              <dd className="mono">{problem.expected}</dd>
              <dt>Gateway says</dt>
              <dd className="mono">{problem.received}</dd>
            </dl>
          )}
        </div>
      ))}
    </div>
  )
}
