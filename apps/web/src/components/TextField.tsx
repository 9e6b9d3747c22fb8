import type { ComponentProps } from 'react'

/**
 * A labelled text input with its error below it (announced, and marked invalid for assistive
 * technology): the one shape of the app's form fields. `testId` names the input; its error is
 * `{testId}-error`.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  testId,
  ...input
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  testId: string
} & Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'>) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== undefined}
        data-testid={testId}
        {...input}
      />
      {error !== undefined && (
        <p className="field-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
