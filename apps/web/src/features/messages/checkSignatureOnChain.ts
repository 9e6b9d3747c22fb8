import { EIP1271_MAGIC_VALUE, hashSafeMessageContent } from '@assent/core'
import { type Address, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { forwardRpcCall } from '../safe-apps/host/forwardRpcCall'
import { type LooseTypedData, toTypedDataDefinition } from './toTypedDataDefinition'

const isValidSignatureAbi = parseAbi([
  'function isValidSignature(bytes32 _dataHash, bytes _signature) view returns (bytes4)',
])

/**
 * Asks the Safe itself (EIP-1271, through its CompatibilityFallbackHandler) whether `signature`
 * is valid for `content`: an eth_call of isValidSignature(contentHash, signature). A revert
 * means invalid.
 */
export async function checkSignatureOnChain(p: {
  rpcUrl: string
  safeAddress: Address
  content: string | LooseTypedData
  signature: Hex
  fetch?: typeof fetch
}): Promise<boolean> {
  const contentHash = hashSafeMessageContent(
    typeof p.content === 'string' ? p.content : toTypedDataDefinition(p.content),
  )
  const data = encodeFunctionData({
    abi: isValidSignatureAbi,
    functionName: 'isValidSignature',
    args: [contentHash, p.signature],
  })
  try {
    const result = await forwardRpcCall(
      p.rpcUrl,
      'eth_call',
      [{ to: p.safeAddress, data }, 'latest'],
      {
        fetch: p.fetch,
      },
    )
    return typeof result === 'string' && result.slice(0, 10).toLowerCase() === EIP1271_MAGIC_VALUE
  } catch (error) {
    if (error instanceof Error && /revert/i.test(error.message)) return false
    throw error
  }
}
