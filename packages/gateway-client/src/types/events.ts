/**
 * One event of Assent's outbox as its stream sends it: `type` is the Safe events service's
 * (`PENDING_MULTISIG_TRANSACTION`, `NEW_CONFIRMATION`, `EXECUTED_MULTISIG_TRANSACTION`, …) and
 * `payload` its fields (`address`, `chainId`, `safeTxHash`, … all strings).
 */
export type GatewayEvent = {
  /** The outbox id: resume after it with `lastEventId`. */
  id: string
  type: string
  payload: Record<string, string>
}
