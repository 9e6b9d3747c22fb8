import type { LooseTypedData, SigningRisk } from '@assent/review'
import {
  describeMessageRisks,
  type MessageRiskFindings,
  type MessageRiskSafe,
  messageSigningBlockers,
} from '@assent/review'
import { useState } from 'react'

export type MessageRiskReview = MessageRiskFindings & {
  /** What the user typed per risk id, for the content shown now. */
  acknowledgements: Readonly<Record<string, string>>
  acknowledge: (id: SigningRisk['id'], typed: string) => void
  /** Why signing is blocked, one line per risk still to acknowledge. */
  blockers: string[]
}

const none: MessageRiskFindings = { risks: [], notices: [] }

/**
 * The risks of the message about to be signed and what the user typed to acknowledge them.
 * The words belong to the content they were typed for: new content (an edited text, a changed
 * answer from the gateway) starts with none.
 */
export function useMessageRiskReview(
  content: string | LooseTypedData | undefined,
  safe: { chainId: string; address: string; safeInfo: { version?: string | null } },
): MessageRiskReview {
  const target: MessageRiskSafe = {
    chainId: safe.chainId,
    address: safe.address,
    version: safe.safeInfo.version,
  }
  const key = content === undefined ? '' : fingerprint(content)
  const [typed, setTyped] = useState<{ key: string; values: Record<string, string> }>({
    key,
    values: {},
  })
  const acknowledgements = typed.key === key ? typed.values : {}
  // Cheap (a few hashes at most), so computed on each render from the content itself.
  const findings = content === undefined ? none : describeMessageRisks(content, target)
  return {
    ...findings,
    acknowledgements,
    acknowledge: (id, value) =>
      setTyped((previous) => ({
        key,
        values: { ...(previous.key === key ? previous.values : {}), [id]: value },
      })),
    blockers:
      content === undefined
        ? []
        : messageSigningBlockers({ content, safe: target, acknowledgements }),
  }
}

function fingerprint(content: string | LooseTypedData): string {
  return typeof content === 'string'
    ? `text:${content}`
    : `typed:${JSON.stringify(content, (_, v) => (typeof v === 'bigint' ? v.toString() : v))}`
}
