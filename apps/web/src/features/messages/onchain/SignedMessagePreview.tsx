import '../../safe-apps/safeApps.css'
import { MessageContentView } from '../MessageContentView'
import type { LooseTypedData } from '../toTypedDataDefinition'
import { checkSignMessageCall } from './checkSignMessageCall'
import { describeMessageRisks } from './describeMessageRisks'
import { MessageRisksView } from './MessageRisksView'

/**
 * For the transaction review of an on-chain message signature (SignMessageLib): the original
 * message (text or typed data) instead of an opaque hash, its Permit / Permit2 / SafeTx
 * warnings, and a red alert if the transaction does not sign exactly this message.
 * `tx` is the SafeTx being reviewed (to, data, operation).
 */
export function SignedMessagePreview({
  message,
  tx,
  safeAddress,
}: {
  message: string | LooseTypedData
  tx: { to: string; data: string; operation: number }
  safeAddress?: string
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
      <MessageRisksView risks={describeMessageRisks(message, { safeAddress })} />
      <MessageContentView message={message} />
    </section>
  )
}
