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

/**
 * The ChainInfo feature by which Assent's gateway says it serves the event stream of that chain.
 * The official gateway has no stream: a wallet that asked it anyway would only collect 404s.
 */
export const EVENT_STREAM_FEATURE = 'ASSENT_EVENT_STREAM'
