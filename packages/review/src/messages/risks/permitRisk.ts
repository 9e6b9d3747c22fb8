import type { LooseTypedData } from '../looseTypedData'
import { fieldText } from './fieldText'
import type { MessageRisk } from './messageRisk'

/** The word a token approval by signature needs, whatever its amount. */
export const PERMIT_ACK_WORD = 'permit'

const PERMIT2_TYPES = new Set([
  'PermitSingle',
  'PermitBatch',
  'PermitTransferFrom',
  'PermitBatchTransferFrom',
  'PermitWitnessTransferFrom',
  'PermitBatchWitnessTransferFrom',
])
// The maxima unlimited approvals use: ERC-20 allowances, and Permit2's uint160 amounts.
const UNLIMITED = new Set([(1n << 256n) - 1n, (1n << 160n) - 1n])

type Amount = { text: string; unlimited: boolean }

function amount(value: unknown): Amount {
  const text = fieldText(value)
  try {
    if (UNLIMITED.has(BigInt(text))) return { text: `${text} (unlimited)`, unlimited: true }
  } catch {
    // Not a number: shown as it is.
  }
  return { text, unlimited: false }
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/**
 * A token approval given by signature — an EIP-2612 or DAI `Permit`, or any Permit2 permit —
 * as a risk with who may move what until when; undefined for other typed data.
 */
export function permitRisk(
  data: LooseTypedData,
  primaryType: string | undefined,
): MessageRisk | undefined {
  if (data.domain.name === 'Permit2' || (primaryType && PERMIT2_TYPES.has(primaryType))) {
    return permit2Risk(data)
  }
  return primaryType === 'Permit' ? erc20PermitRisk(data) : undefined
}

function erc20PermitRisk(data: LooseTypedData): MessageRisk {
  const m = data.message
  const dai = m.allowed !== undefined
  const value: Amount = dai
    ? {
        text: m.allowed === true || m.allowed === 'true' ? 'unlimited (allowed: true)' : 'revoked',
        unlimited: m.allowed === true || m.allowed === 'true',
      }
    : amount(m.value)
  return risk({
    unlimited: value.unlimited,
    kind: 'Permit',
    explanation:
      'This signature is a token approval: whoever holds it can submit it to the token contract and then move the Safe’s tokens, with no further transaction or signature from this Safe.',
    items: [
      `Token: ${fieldText(data.domain.verifyingContract ?? 'unknown')}`,
      `Spender: ${fieldText(m.spender)}`,
      m.tokenId === undefined ? `Amount: ${value.text}` : `Token ID: ${fieldText(m.tokenId)}`,
      `${dai ? 'Expiry' : 'Deadline'}: ${fieldText(dai ? m.expiry : m.deadline)}`,
    ],
  })
}

function permit2Risk(data: LooseTypedData): MessageRisk {
  const m = data.message
  // Allowance permits keep the tokens in `details`, transfer permits in `permitted`.
  const entries = [m.details, m.permitted].flatMap((v) => (Array.isArray(v) ? v : v ? [v] : []))
  const tokens = entries.map((entry) => {
    const item = record(entry)
    const { text, unlimited } = amount(item.amount)
    const until = item.expiration === undefined ? '' : `, until ${fieldText(item.expiration)}`
    return { line: `Token: ${fieldText(item.token)} — amount ${text}${until}`, unlimited }
  })
  return risk({
    unlimited: tokens.some((token) => token.unlimited),
    kind: 'Permit2',
    explanation:
      'This signature is a token approval through Permit2: whoever holds it can let the spender move the Safe’s tokens that Permit2 may spend, with no further transaction or signature from this Safe.',
    items: [
      `Permit2 contract: ${fieldText(data.domain.verifyingContract ?? 'unknown')}`,
      `Spender: ${fieldText(m.spender)}`,
      ...tokens.map((token) => token.line),
      `Signature deadline: ${fieldText(m.sigDeadline ?? m.deadline)}`,
    ],
  })
}

function risk({
  unlimited,
  kind,
  explanation,
  items,
}: {
  unlimited: boolean
  kind: 'Permit' | 'Permit2'
  explanation: string
  items: string[]
}): MessageRisk {
  return {
    id: 'permit',
    word: PERMIT_ACK_WORD,
    title: `${unlimited ? 'Unlimited token approval' : 'Token approval'} (${kind})`,
    explanation: `${explanation} Only sign it if you know the spender and want it to have this allowance.`,
    items,
  }
}
