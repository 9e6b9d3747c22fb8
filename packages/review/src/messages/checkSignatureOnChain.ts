import { EIP1271_MAGIC_VALUE, hashSafeMessageContent } from '@assent/core'
import { type Address, BaseError, type Hex, type PublicClient, parseAbi } from 'viem'
import type { LooseTypedData } from './looseTypedData'
import { toTypedDataDefinition } from './toTypedDataDefinition'

const isValidSignatureAbi = parseAbi([
  'function isValidSignature(bytes32 _dataHash, bytes _signature) view returns (bytes4)',
])

/** Parameters of `checkSignatureOnChain`. */
export type CheckSignatureOnChainParameters = {
  /** The wallet's or a pinned RPC, never the gateway's. */
  client: PublicClient
  safeAddress: Address
  /** The message as its signers read it: text, or typed data. */
  content: string | LooseTypedData
  signature: Hex
}

/** What `checkSignatureOnChain` answers: whether the Safe accepts the signature. */
export type CheckSignatureOnChainReturnType = boolean

/**
 * Asks the Safe itself (EIP-1271, through its CompatibilityFallbackHandler) whether `signature`
 * is valid for `content`: isValidSignature(contentHash, signature), read through `client` — the
 * wallet's or a pinned RPC, never the gateway's. A revert means invalid; an RPC failure throws.
 * @throws viem's error when the RPC fails (not when the Safe says no)
 * @example const valid = await checkSignatureOnChain({ client, safeAddress, content: 'hi', signature })
 */
export async function checkSignatureOnChain(
  p: CheckSignatureOnChainParameters,
): Promise<CheckSignatureOnChainReturnType> {
  const contentHash = hashSafeMessageContent(
    typeof p.content === 'string' ? p.content : toTypedDataDefinition(p.content),
  )
  try {
    const result = await p.client.readContract({
      address: p.safeAddress,
      abi: isValidSignatureAbi,
      functionName: 'isValidSignature',
      args: [contentHash, p.signature],
    })
    return result.toLowerCase() === EIP1271_MAGIC_VALUE
  } catch (error) {
    if (error instanceof BaseError && /revert|returned no data/i.test(error.message)) return false
    throw error
  }
}
