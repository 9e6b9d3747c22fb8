import { parseEip3770 } from '@assent/core'
import type { ChainInfo } from '@assent/gateway-client'
import type { Address } from 'viem'

export type SafeAddressInput =
  | { ok: true; chain: ChainInfo; address: Address }
  | { ok: false; error: string }

/**
 * Checks what the user typed to load a Safe: a plain address (on `selectedChain`) or
 * `shortName:address`; a mixed-case address must have a valid EIP-55 checksum.
 */
export function validateSafeAddressInput(
  value: string,
  selectedChain: ChainInfo | undefined,
  chains: readonly ChainInfo[],
): SafeAddressInput {
  const text = value.trim()
  if (!text) return { ok: false, error: 'Enter the address of the Safe.' }
  let parsed: ReturnType<typeof parseEip3770>
  try {
    parsed = parseEip3770(text)
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    if (/checksum/i.test(message))
      return { ok: false, error: 'This address has a wrong checksum. Check it for typos.' }
    if (/prefix/i.test(message))
      return { ok: false, error: 'The network prefix is not valid (use e.g. eth:0x…).' }
    return { ok: false, error: 'This is not a valid address (0x followed by 40 hex characters).' }
  }
  if (parsed.shortName) {
    const chain = chains.find((c) => c.shortName.toLowerCase() === parsed.shortName?.toLowerCase())
    if (!chain)
      return { ok: false, error: `The network "${parsed.shortName}" is not available here.` }
    return { ok: true, chain, address: parsed.address }
  }
  if (!selectedChain) return { ok: false, error: 'Choose a network.' }
  return { ok: true, chain: selectedChain, address: parsed.address }
}
