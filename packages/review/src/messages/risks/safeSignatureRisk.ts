import { typedDataPreimage } from '@assent/core'
import { type Hex, keccak256, slice } from 'viem'
import type { LooseTypedData } from '../looseTypedData'
import { toTypedDataDefinition } from '../toTypedDataDefinition'
import { fieldText } from './fieldText'
import type { MessageRiskFindings, MessageRiskSafe } from './messageRisk'
import { ownDomainSeparator } from './ownDomainSeparator'

export const OTHER_SAFE_ACK_WORD = 'othersafe'

/**
 * A SafeTx or SafeMessage handed over as a message. In another Safe's domain (another address,
 * another chain, or a domain that cannot be checked) it is a risk: when this Safe owns that
 * Safe, this Safe's signature is its owner approval there (EIP-1271). In this Safe's own domain
 * it approves nothing new, so it is only a notice. Undefined for any other primary type.
 */
export function safeSignatureRisk(
  data: LooseTypedData,
  primaryType: string | undefined,
  safe: MessageRiskSafe,
): MessageRiskFindings | undefined {
  if (primaryType !== 'SafeTx' && primaryType !== 'SafeMessage') return undefined
  const isTx = primaryType === 'SafeTx'
  const signed = eip712Parts(data)
  const own = ownDomainSeparator(safe)
  const target = fieldText(data.domain.verifyingContract ?? 'unknown')
  const chain =
    data.domain.chainId === undefined
      ? 'no chain id in its domain'
      : `chain ${fieldText(data.domain.chainId)}`
  const items = [
    `Safe: ${target} (${chain})`,
    ...(isTx ? safeTxItems(data.message) : [`Message: ${fieldText(data.message.message)}`]),
    signed
      ? `${isTx ? 'safeTxHash' : 'SafeMessage hash'} it approves: ${signed.hash}`
      : 'Its hash cannot be computed: the typed data is malformed.',
  ]
  if (own && signed?.domainSeparator === own) {
    return {
      risks: [],
      notices: [
        {
          title: isTx ? 'Wraps a transaction of this Safe' : 'Wraps a message of this Safe',
          explanation: `This typed data is this Safe's own ${primaryType}. Signing it as a message neither confirms nor executes anything here; apps have no reason to ask for it this way.`,
          items,
        },
      ],
    }
  }
  return {
    notices: [],
    risks: [
      {
        id: 'other-safe',
        word: OTHER_SAFE_ACK_WORD,
        title: isTx ? 'Approves a transaction of another Safe' : 'Signs a message for another Safe',
        explanation: isTx
          ? `This is not a message but a transaction (SafeTx) of the Safe ${target}. If this Safe is one of its owners, this signature is this Safe's approval of it (EIP-1271), and once enough owners approved, anyone can execute it there — a delegate call that takes that Safe over included. Review it in that Safe instead, where it is verified and simulated.`
          : `This is a SafeMessage of the Safe ${target}. If this Safe is one of its owners, this signature counts as this Safe's owner signature there, and that Safe then vouches (EIP-1271) for whatever its message authorises.`,
        items,
      },
    ],
  }
}

function safeTxItems(m: Record<string, unknown>): string[] {
  const data = fieldText(m.data)
  const bytes = /^0x[0-9a-f]*$/i.test(data) ? (data.length - 2) / 2 : undefined
  return [
    `To: ${fieldText(m.to)}`,
    `Value: ${fieldText(m.value)}`,
    `Data: ${bytes !== undefined && bytes > 4 ? `${data.slice(0, 10)}… (${bytes} bytes)` : data}`,
    `Operation: ${fieldText(m.operation) === '1' ? '1 (DELEGATECALL)' : fieldText(m.operation)}`,
    `Nonce: ${fieldText(m.nonce)}`,
  ]
}

/** The domain separator and hash exactly as the Safe would sign them, if the data is valid. */
function eip712Parts(data: LooseTypedData): { domainSeparator: Hex; hash: Hex } | undefined {
  try {
    const preimage = typedDataPreimage(toTypedDataDefinition(data))
    return { domainSeparator: slice(preimage, 2, 34), hash: keccak256(preimage) }
  } catch {
    return undefined
  }
}
