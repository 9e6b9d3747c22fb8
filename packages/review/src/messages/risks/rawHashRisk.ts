import { type Hex, keccak256, slice } from 'viem'
import type { MessageRisk, MessageRiskSafe } from './messageRisk'
import { ownDomainSeparator } from './ownDomainSeparator'

export const BLIND_HASH_ACK_WORD = 'blindhash'
export const PREIMAGE_ACK_WORD = 'preimage'

const BARE_HASH = /^(0x)?[0-9a-f]{64}$/i
// 0x1901 ‖ domain separator ‖ struct hash: what keccak256 turns into an EIP-712 hash.
const EIP712_PREIMAGE = /^(0x)?1901[0-9a-f]{128}$/i

/**
 * A text message that is nothing but hex standing for something else: a bare 32-byte hash, or a
 * raw EIP-712 preimage (0x1901 ‖ domain separator ‖ struct hash — the bytes Safe 1.4.1 and older
 * hand an owner contract to approve a transaction). Undefined for any other text.
 */
export function rawHashRisk(text: string, safe: MessageRiskSafe): MessageRisk | undefined {
  const trimmed = text.trim()
  const hex = `0x${trimmed.replace(/^0x/i, '').toLowerCase()}` as Hex
  if (BARE_HASH.test(trimmed)) {
    return {
      id: 'blind-hash',
      word: BLIND_HASH_ACK_WORD,
      title: 'Signs a bare 32-byte hash',
      explanation:
        "Nothing shows what this hash stands for. It can be the safeTxHash of a transaction of a Safe this Safe owns (nested Safes accept an owner Safe's signature), or any other pre-hashed approval. Only sign it if you computed the same hash yourself from data you checked.",
      items: [`Hash: ${hex}`],
    }
  }
  if (!EIP712_PREIMAGE.test(trimmed)) return undefined
  const domainSeparator = slice(hex, 2, 34)
  const own = ownDomainSeparator(safe) === domainSeparator
  return {
    id: 'raw-preimage',
    word: PREIMAGE_ACK_WORD,
    title: 'Signs a raw EIP-712 preimage',
    explanation:
      "This is not text but the encoded form of typed data whose fields are hidden: 0x1901, a domain separator and a struct hash. Safe 1.4.1 and older ask an owner contract to approve exactly such bytes when it signs their transaction, so this can be another Safe's transaction in disguise. Only sign it if you built these bytes yourself from data you checked.",
    items: [
      `Domain separator: ${domainSeparator} (${own ? "this Safe's own domain" : "not this Safe's domain: another Safe's or another contract's"})`,
      `Struct hash: ${slice(hex, 34, 66)}`,
      `EIP-712 hash it stands for: ${keccak256(hex)}`,
    ],
  }
}
