import '../../safe-apps/safeApps.css'
import '../../transactions/transactions.css'
import { SigningRisksPanel } from '../../../components/SigningRisksPanel'
import type { MessageRiskReview } from './useMessageRiskReview'

/**
 * The risks of a message request as red boxes with their words to type (the transactions'
 * panel), and its notices. `canSign` false (nothing to sign here) shows the boxes without inputs.
 */
export function MessageRisksReview({
  review,
  canSign = true,
}: {
  review: MessageRiskReview
  canSign?: boolean
}) {
  return (
    <>
      {review.notices.map((notice) => (
        <div
          key={notice.title}
          className="sa-warning"
          role="note"
          data-testid="message-risk-notice"
        >
          <strong>{notice.title}</strong>
          <p>{notice.explanation}</p>
          <ul>
            {notice.items.map((item) => (
              <li key={item} className="mono tx-wrap">
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <SigningRisksPanel
        risks={review.risks}
        acknowledgements={review.acknowledgements}
        onAcknowledge={canSign ? review.acknowledge : undefined}
      />
    </>
  )
}
