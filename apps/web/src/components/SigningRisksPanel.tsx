import type { SigningRisk } from '@assent/review'

/**
 * One red box per risk, each with the word to type. The word is per risk so that acknowledging
 * one (say a refund) never silently acknowledges another (a delegate call). Without
 * `onAcknowledge` (a page that signs nothing) the boxes are shown without the inputs.
 */
export function SigningRisksPanel({
  risks,
  acknowledgements = {},
  onAcknowledge,
}: {
  risks: readonly SigningRisk[]
  acknowledgements?: Readonly<Record<string, string>>
  onAcknowledge?: (id: SigningRisk['id'], typed: string) => void
}) {
  return (
    <>
      {risks.map((risk) => (
        <div key={risk.id} className="tx-danger-box" data-testid={`risk-${risk.id}`}>
          <h3>{risk.title}</h3>
          <p>{risk.explanation}</p>
          {risk.items.length > 0 && (
            <ul>
              {risk.items.map((item) => (
                <li key={item} className="mono tx-wrap">
                  {item}
                </li>
              ))}
            </ul>
          )}
          {onAcknowledge && (
            <label className="field">
              <span className="field-label">
                Type <strong>{risk.word}</strong> to acknowledge
              </span>
              <input
                className="input"
                data-testid={`ack-${risk.id}`}
                value={acknowledgements[risk.id] ?? ''}
                onChange={(event) => onAcknowledge(risk.id, event.target.value)}
                autoComplete="off"
              />
            </label>
          )}
        </div>
      ))}
    </>
  )
}
