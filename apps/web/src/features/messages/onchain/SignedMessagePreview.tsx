import '../../safe-apps/safeApps.css'
import type { LooseTypedData } from '@assent/review'
import { checkSignMessageCall } from '@assent/review'
import { MessageContentView } from '../MessageContentView'
import { MessageRisksReview } from '../risks/MessageRisksReview'
import type { MessageRiskReview } from '../risks/useMessageRiskReview'

/**
 * For the transaction review of an on-chain message signature (SignMessageLib): the original
 * message (text or typed data) instead of an opaque hash, its risks (Permit, another Safe's
 * SafeTx…) with their words to type, and a red alert if the transaction does not sign exactly
 * this message. `tx` is the SafeTx being reviewed (to, data, operation); `risks` comes from
 * useMessageRiskReview, whose blockers the review's sign button must honour.
 */
export function SignedMessagePreview({
  message,
  tx,
  risks,
}: {
  message: string | LooseTypedData
  tx: { to: string; data: string; operation: number }
  risks: MessageRiskReview
}) {
  const check = checkSignMessageCall(message, tx)
  return (
    <section data-testid="signed-message-preview" aria-label="Message signed on chain">
      <h3>Message this transaction signs</h3>
      {check.ok ? (
        <p className="muted">
          Once executed, the Safe accepts this message for ever, for any contract that checks its
          signature (EIP-1271).
        </p>
      ) : (
        <p className="sa-danger" role="alert" data-testid="signed-message-mismatch">
          {check.reason} Do not sign.
        </p>
      )}
      <MessageRisksReview review={risks} />
      <MessageContentView message={message} />
    </section>
  )
}
