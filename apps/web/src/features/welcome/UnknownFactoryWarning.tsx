import '../safe-apps/safeApps.css'
import { useId } from 'react'
import { UNKNOWN_FACTORY_ACK_WORD } from './chooseSafeDeployment'

/**
 * The network's config names a Safe factory that is not the canonical one: say so, and let the
 * user go on only by typing the acknowledgement (the result is still checked after deployment).
 */
export function UnknownFactoryWarning({
  factory,
  value,
  onChange,
}: {
  factory: string
  value: string
  onChange: (value: string) => void
}) {
  const inputId = useId()
  return (
    <div className="sa-danger" role="alert" data-testid="unknown-factory-warning">
      <p>
        <strong>Unknown Safe factory.</strong> This network's configuration names{' '}
        <span className="mono">{factory}</span>, which is not the canonical Safe 1.4.1 factory.
        Assent checks the new Safe after deployment (its address, code, owners and settings), but a
        factory you do not know may fail those checks after you paid for gas.
      </p>
      <label htmlFor={inputId}>
        Type <strong>{UNKNOWN_FACTORY_ACK_WORD}</strong> to use it
      </label>
      <input
        id={inputId}
        className="input"
        value={value}
        autoComplete="off"
        spellCheck={false}
        data-testid="unknown-factory-ack"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
