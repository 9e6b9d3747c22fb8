import { safeMessageHash } from '@assent/core'
import type { SafeMessage } from '@assent/gateway-client'
import type { Address, Hex } from 'viem'
import { toTypedDataDefinition } from './toTypedDataDefinition'

export type MessageHashCheck =
  | { status: 'match'; localHash: Hex }
  | { status: 'mismatch'; localHash: Hex; gatewayHash: string }
  | { status: 'error'; error: string }

/**
 * Recomputes a message's SafeMessage hash locally (never trusting the gateway for what owners
 * sign) and compares it with the hash the gateway reported.
 */
export function checkMessageHash(p: {
  chainId: string | number
  safeAddress: Address
  safeVersion: string | null
  message: SafeMessage['message']
  gatewayHash: string
}): MessageHashCheck {
  if (!p.safeVersion) return { status: 'error', error: "The Safe's version is unknown" }
  try {
    const localHash = safeMessageHash({
      chainId: BigInt(p.chainId),
      safeAddress: p.safeAddress,
      safeVersion: p.safeVersion,
      message: typeof p.message === 'string' ? p.message : toTypedDataDefinition(p.message),
    })
    return localHash.toLowerCase() === p.gatewayHash.toLowerCase()
      ? { status: 'match', localHash }
      : { status: 'mismatch', localHash, gatewayHash: p.gatewayHash }
  } catch (error) {
    return { status: 'error', error: error instanceof Error ? error.message : String(error) }
  }
}
