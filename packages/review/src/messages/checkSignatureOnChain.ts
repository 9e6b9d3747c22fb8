import { EIP1271_MAGIC_VALUE, hashSafeMessageContent } from '@assent/core'
import { type Address, BaseError, type Hex, type PublicClient, parseAbi } from 'viem'
import { type LooseTypedData, toTypedDataDefinition } from './toTypedDataDefinition'

const isValidSignatureAbi = parseAbi([
  'function isValidSignature(bytes32 _dataHash, bytes _signature) view returns (bytes4)',
])

/**
 * Asks the Safe itself (EIP-1271, through its CompatibilityFallbackHandler) whether `signature`
 * is valid for `content`: isValidSignature(contentHash, signature), read through `client` — the
 * wallet's or a pinned RPC, never the gateway's. A revert means invalid; an RPC failure throws.
 */
export async function checkSignatureOnChain(p: {
  client: PublicClient
  safeAddress: Address
  content: string | LooseTypedData
  signature: Hex
}): Promise<boolean> {
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
