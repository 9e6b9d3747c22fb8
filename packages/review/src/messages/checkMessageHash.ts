import { safeMessageHash } from '@assent/core'
import type { SafeMessage } from '@assent/gateway-client'
import type { Address, Hex } from 'viem'
import { toTypedDataDefinition } from './toTypedDataDefinition'

/** The local SafeMessage hash against the gateway's, or why it could not be computed. */
export type MessageHashCheck =
  | { status: 'match'; localHash: Hex }
  | { status: 'mismatch'; localHash: Hex; gatewayHash: string }
  | { status: 'error'; error: string }

/** Parameters of `checkMessageHash`. */
export type CheckMessageHashParameters = {
  chainId: string | number
  safeAddress: Address
  /** The Safe's version: it decides the EIP-712 domain; null when unknown. */
  safeVersion: string | null
  /** The message as the gateway lists it: text, or typed data. */
  message: SafeMessage['message']
  /** The hash the gateway reported for it. */
  gatewayHash: string
}

/** What `checkMessageHash` answers. */
export type CheckMessageHashReturnType = MessageHashCheck

/**
 * Recomputes a message's SafeMessage hash locally (never trusting the gateway for what owners
 * sign) and compares it with the hash the gateway reported.
 * @example
 * const check = checkMessageHash({ chainId: 1, safeAddress, safeVersion: '1.4.1', message: 'hi', gatewayHash })
 * check.status // 'match' | 'mismatch' | 'error'
 */
export function checkMessageHash(p: CheckMessageHashParameters): CheckMessageHashReturnType {
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
