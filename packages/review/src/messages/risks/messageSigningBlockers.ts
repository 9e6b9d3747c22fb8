import { signingBlockers } from '../../verification/signingBlockers'
import type { LooseTypedData } from '../looseTypedData'
import { describeMessageRisks } from './describeMessageRisks'
import type { MessageRiskSafe } from './messageRisk'

/** Parameters of `messageSigningBlockers`. */
export type MessageSigningBlockersParameters = {
  /** The message the Safe would sign: text, or typed data. */
  content: string | LooseTypedData
  safe: MessageRiskSafe
  /** What the signer typed, per risk id. */
  acknowledgements: Readonly<Record<string, string>>
}

/** What `messageSigningBlockers` answers: one line per reason; empty when signing may go on. */
export type MessageSigningBlockersReturnType = string[]

/**
 * Why the Safe must not sign `content` yet, one line per risk whose word is not typed; empty
 * when it may. Judged from the content itself, so a caller cannot show one message and sign
 * another.
 * @example
 * const blockers = messageSigningBlockers({ content: typedData, safe, acknowledgements: { permit: 'permit' } })
 * const canSign = blockers.length === 0
 */
export function messageSigningBlockers({
  content,
  safe,
  acknowledgements,
}: MessageSigningBlockersParameters): MessageSigningBlockersReturnType {
  const { risks } = describeMessageRisks(content, safe)
  return signingBlockers({ problems: [], risks, acknowledgements })
}
