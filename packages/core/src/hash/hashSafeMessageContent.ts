import { type Hex, hashMessage, hashTypedData, type TypedDataDefinition } from 'viem'

/** What an off-chain Safe message can be: text (EIP-191 hashed) or EIP-712 typed data. */
export type SafeMessageContent = string | TypedDataDefinition

/**
 * Hashes message content the way wallets do before the Safe wraps it: a string with EIP-191
 * (`personal_sign`), typed data with EIP-712. The result is the `bytes message` of `SafeMessage`.
 */
export function hashSafeMessageContent(message: SafeMessageContent): Hex {
  if (typeof message === 'string') return hashMessage(message)
  return hashTypedData(message)
}
