import './signAndExecute.css'

/** What the signer picked: only sign (the default), or sign and execute at once. */
export type SignOrExecute = 'sign' | 'execute'

/**
 * The choice the review offers when the signer's approval completes the threshold. "Sign" is
 * preselected, so nothing costs gas unless the signer picks "Sign and execute"; each option
 * says what will happen.
 */
export function SignOrExecuteChoice({
  value,
  onChange,
  signLabel,
  signEffect,
  executeEffect,
}: {
  value: SignOrExecute
  onChange: (value: SignOrExecute) => void
  /** The default's name ("Sign and propose", "Sign confirmation"). */
  signLabel: string
  /** What the default does, in one sentence. */
  signEffect: string
  /** What Sign and execute does, in one sentence. */
  executeEffect: string
}) {
  return (
    <fieldset className="field sign-or-execute" data-testid="sign-or-execute">
      <legend className="field-label">
        Your signature completes the threshold: it can be executed now
      </legend>
      <label className="checkbox">
        <input
          type="radio"
          name="sign-or-execute"
          checked={value === 'sign'}
          onChange={() => onChange('sign')}
          data-testid="choose-sign"
        />
        <span>
          <strong>{signLabel}</strong> (default): {signEffect}
        </span>
      </label>
      <label className="checkbox">
        <input
          type="radio"
          name="sign-or-execute"
          checked={value === 'execute'}
          onChange={() => onChange('execute')}
          data-testid="choose-execute"
        />
        <span>
          <strong>Sign and execute</strong>: {executeEffect}
        </span>
      </label>
    </fieldset>
  )
}
