import '../../safe-apps/safeApps.css'
import type { MessageRisk } from './describeMessageRisks'

/** One red box per risk of a message (Permit, Permit2, SafeTx…), with who gets what. */
export function MessageRisksView({ risks }: { risks: readonly MessageRisk[] }) {
  return (
    <>
      {risks.map((risk) => (
        <div
          key={risk.kind}
          className="sa-danger"
          role="alert"
          data-testid={`message-risk-${risk.kind}`}
        >
          <strong>{risk.title}</strong>
          <p>{risk.explanation}</p>
          <dl className="sa-kv">
            {risk.details.map((detail, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: labels repeat (one per token)
              <div key={index} style={{ display: 'contents' }}>
                <dt>{detail.label}</dt>
                <dd className="mono">{detail.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </>
  )
}
