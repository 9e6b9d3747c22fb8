import { parseEip3770 } from '@assent/core'
import type { ChainInfo } from '@assent/gateway-client'
import type { Address } from 'viem'

export type SafeParam =
  | { status: 'none' }
  | { status: 'invalid'; error: string }
  | { status: 'unknownChain'; shortName: string; address: Address }
  | { status: 'ok'; shortName: string; address: Address; chain: ChainInfo }

/**
 * Reads the `?safe=<shortName>:<address>` URL parameter (EIP-3770) against the gateway's
 * chains. Without chains yet, a valid value is reported as 'unknownChain' — callers wait.
 */
export function parseSafeParam(
  value: string | undefined,
  chains: readonly ChainInfo[] | undefined,
): SafeParam {
  if (!value) return { status: 'none' }
  let parsed: ReturnType<typeof parseEip3770>
  try {
    parsed = parseEip3770(value)
  } catch (error) {
    return { status: 'invalid', error: error instanceof Error ? error.message : String(error) }
  }
  if (!parsed.shortName) {
    return { status: 'invalid', error: 'The Safe address needs a chain prefix, like devnet:0x…' }
  }
  const chain = chains?.find((c) => c.shortName.toLowerCase() === parsed.shortName?.toLowerCase())
  if (!chain)
    return { status: 'unknownChain', shortName: parsed.shortName, address: parsed.address }
  return { status: 'ok', shortName: chain.shortName, address: parsed.address, chain }
}
