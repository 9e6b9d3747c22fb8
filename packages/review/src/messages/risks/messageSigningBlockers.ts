import { signingBlockers } from '../../risks/signingBlockers'
import type { LooseTypedData } from '../toTypedDataDefinition'
import { describeMessageRisks, type MessageRiskSafe } from './describeMessageRisks'

/**
 * Why the Safe must not sign `content` yet, one line per risk whose word is not typed; empty
 * when it may. Judged from the content itself, so a caller cannot show one message and sign
 * another.
 */
export function messageSigningBlockers({
  content,
  safe,
  acknowledgements,
}: {
  content: string | LooseTypedData
  safe: MessageRiskSafe
  acknowledgements: Readonly<Record<string, string>>
}): string[] {
  const { risks } = describeMessageRisks(content, safe)
  return signingBlockers({ problems: [], risks, acknowledgements })
}
