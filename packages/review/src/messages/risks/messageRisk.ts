import type { MessageRiskId, SigningRisk } from '../../risks/signingRisk'

/**
 * A risk of a message request, shaped like a transaction's so that the same panel, words and
 * blockers serve both (risks/collectSigningRisks.ts).
 */
export type MessageRisk = SigningRisk & { id: MessageRiskId }

/** Worth saying but not worth a word: this Safe's own SafeTx or SafeMessage wrapped once more. */
export type MessageNotice = { title: string; explanation: string; items: string[] }

/** The Safe asked to sign; its version gives its EIP-712 domain separator. */
export type MessageRiskSafe = {
  chainId: string
  address: string
  version: string | null | undefined
}

/** The risks (each needs its word) and notices of one message request. */
export type MessageRiskFindings = { risks: MessageRisk[]; notices: MessageNotice[] }
