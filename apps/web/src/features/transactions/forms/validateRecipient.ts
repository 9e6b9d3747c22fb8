import { parseEip3770 } from '@assent/core'
import type { Address } from 'viem'

export type RecipientCheck = { ok: true; address: Address } | { ok: false; error: string }

/**
 * Validates a recipient typed or pasted by the user: an EIP-55 address (a wrong checksum is
 * refused, all-lower/upper-case is accepted and checksummed), optionally `shortName:` prefixed —
 * and then the prefix must be this chain's.
 */
export function validateRecipient(input: string, chainShortName: string): RecipientCheck {
  const value = input.trim()
  if (!value) return { ok: false, error: 'Enter the recipient address.' }
  let parsed: ReturnType<typeof parseEip3770>
  try {
    parsed = parseEip3770(value)
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
  if (parsed.shortName && parsed.shortName.toLowerCase() !== chainShortName.toLowerCase()) {
    return {
      ok: false,
      error: `This address is for the network "${parsed.shortName}", not "${chainShortName}".`,
    }
  }
  return { ok: true, address: parsed.address }
}
