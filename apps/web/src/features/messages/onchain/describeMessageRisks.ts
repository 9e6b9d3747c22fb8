import type { LooseTypedData } from '../toTypedDataDefinition'
import { inferPrimaryType } from '../toTypedDataDefinition'

/** Something a signature over the message would authorise beyond "I saw this text". */
export type MessageRisk = {
  kind: 'permit' | 'permit2' | 'safeTx' | 'safeMessage' | 'hash'
  title: string
  explanation: string
  /** The fields that say who gets what, as label → value. */
  details: { label: string; value: string }[]
}

const PERMIT2_TYPES = new Set([
  'PermitSingle',
  'PermitBatch',
  'PermitTransferFrom',
  'PermitBatchTransferFrom',
  'PermitWitnessTransferFrom',
  'PermitBatchWitnessTransferFrom',
])
const MAX_UINT256 = (1n << 256n) - 1n
const MAX_UINT160 = (1n << 160n) - 1n

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
    ? String(value)
    : typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value)

/** Amounts at the type's maximum are what "unlimited" approvals use. */
function amount(value: unknown): string {
  try {
    const n = BigInt(text(value))
    if (n === MAX_UINT256 || n === MAX_UINT160) return `${n} (unlimited)`
  } catch {
    // not a number: show as is
  }
  return text(value)
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

function primaryTypeOf(data: LooseTypedData): string | undefined {
  if (data.primaryType) return data.primaryType
  try {
    return inferPrimaryType(data.types)
  } catch {
    return undefined
  }
}

/** Permit2's token/amount pairs, wherever the variant keeps them (details or permitted). */
function permit2Tokens(message: Record<string, unknown>): { label: string; value: string }[] {
  const entries = [message.details, message.permitted].flatMap((v) =>
    Array.isArray(v) ? v : v ? [v] : [],
  )
  return entries.flatMap((entry) => {
    const item = record(entry)
    return item.token === undefined
      ? []
      : [{ label: 'Token', value: `${text(item.token)} — amount ${amount(item.amount)}` }]
  })
}

function permitRisk(data: LooseTypedData): MessageRisk {
  const m = data.message
  const dai = m.allowed !== undefined
  return {
    kind: 'permit',
    title: 'Token approval (Permit)',
    explanation:
      'This signature lets the spender move the Safe’s tokens without another transaction. Anyone holding it can submit it.',
    details: [
      { label: 'Token', value: text(data.domain.verifyingContract ?? 'unknown') },
      { label: 'Spender', value: text(m.spender) },
      dai
        ? { label: 'Allowed', value: m.allowed === true ? 'unlimited' : text(m.allowed) }
        : { label: 'Amount', value: amount(m.value) },
      { label: dai ? 'Expiry' : 'Deadline', value: text(dai ? m.expiry : m.deadline) },
    ],
  }
}

function permit2Risk(data: LooseTypedData): MessageRisk {
  const m = data.message
  return {
    kind: 'permit2',
    title: 'Token approval (Permit2)',
    explanation:
      'This signature lets the spender move the Safe’s tokens through Permit2 without another transaction.',
    details: [
      { label: 'Permit2 contract', value: text(data.domain.verifyingContract ?? 'unknown') },
      { label: 'Spender', value: text(m.spender) },
      ...permit2Tokens(m),
      { label: 'Deadline', value: text(m.sigDeadline ?? m.deadline) },
    ],
  }
}

function safeRisk(
  data: LooseTypedData,
  kind: 'safeTx' | 'safeMessage',
  safeAddress: string | undefined,
): MessageRisk {
  const target = text(data.domain.verifyingContract ?? 'unknown')
  const other = !safeAddress || target.toLowerCase() !== safeAddress.toLowerCase()
  const whose = other ? 'another Safe' : 'this Safe'
  const m = data.message
  return kind === 'safeTx'
    ? {
        kind,
        title: `Approves a transaction of ${whose}`,
        explanation: `This is a Safe transaction (SafeTx). Your Safe's signature counts as an owner's approval of it on ${target}${other ? ', which this Safe may own' : ''}.`,
        details: [
          { label: 'Safe', value: target },
          { label: 'Chain', value: text(data.domain.chainId ?? 'unknown') },
          { label: 'To', value: text(m.to) },
          { label: 'Value', value: text(m.value) },
          {
            label: 'Operation',
            value: text(m.operation) === '1' ? '1 (DELEGATECALL)' : text(m.operation),
          },
          { label: 'Nonce', value: text(m.nonce) },
        ],
      }
    : {
        kind,
        title: `Signs a message for ${whose}`,
        explanation: `This is a SafeMessage of ${target}: your Safe's signature counts as an owner's signature of it.`,
        details: [
          { label: 'Safe', value: target },
          { label: 'Message', value: text(m.message) },
        ],
      }
}

/**
 * The warnings a message deserves before the Safe signs it: an EIP-2612 / DAI Permit or a
 * Permit2 permit (token approvals), or a SafeTx / SafeMessage of a Safe (a signature that
 * authorises that Safe's transaction or message), or a bare 32-byte hash, which can be a Safe
 * transaction hash in disguise. Other text messages carry none.
 */
export function describeMessageRisks(
  message: string | LooseTypedData,
  context: { safeAddress?: string } = {},
): MessageRisk[] {
  if (typeof message === 'string') return isBareHash(message) ? [hashRisk(message)] : []
  const primaryType = primaryTypeOf(message)
  if (message.domain.name === 'Permit2' || (primaryType && PERMIT2_TYPES.has(primaryType))) {
    return [permit2Risk(message)]
  }
  if (primaryType === 'Permit') return [permitRisk(message)]
  if (primaryType === 'SafeTx') return [safeRisk(message, 'safeTx', context.safeAddress)]
  if (primaryType === 'SafeMessage') {
    return [safeRisk(message, 'safeMessage', context.safeAddress)]
  }
  return []
}

/** A text message that is nothing but 32 bytes of hex. */
function isBareHash(message: string): boolean {
  return /^0x[0-9a-fA-F]{64}$/.test(message.trim())
}

function hashRisk(message: string): MessageRisk {
  return {
    kind: 'hash',
    title: 'Signs a bare 32-byte hash',
    explanation:
      "Nothing shows what this hash stands for. It can be the safeTxHash of a transaction of a Safe this Safe owns (nested Safes accept an owner Safe's signature), or any other pre-hashed approval. Only sign it if you computed the same hash yourself from data you checked.",
    details: [{ label: 'Hash', value: message.trim() }],
  }
}
