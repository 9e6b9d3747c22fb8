import { hashSafeMessageContent, signMessageLibAbi } from '@assent/core'
import { type Address, encodeFunctionData, type Hex, type TypedDataDefinition } from 'viem'

/**
 * How an app's signMessage is served: off-chain (a SafeMessage owners sign, EIP-1271 valid via
 * the fallback handler) when the chain supports EIP-1271 and the app did not turn off-chain
 * signing off (with the user's consent); otherwise on chain through SignMessageLib.
 */
export function chooseSigningMethod(
  chainFeatures: readonly string[],
  settings: { offChainSigning: boolean },
): 'offChain' | 'onChain' {
  return chainFeatures.includes('EIP1271') && settings.offChainSigning ? 'offChain' : 'onChain'
}

/**
 * The call a Safe delegate-calls to sign a message on chain: SignMessageLib.signMessage with
 * the content hash, so the Safe stores the same SafeMessage hash EIP-1271 checks later.
 * `lib` comes from chooseSignMessageLib (built in), never from the gateway.
 */
export function buildSignMessageLibCall(
  lib: Address,
  content: string | TypedDataDefinition,
): { to: Address; value: '0'; data: Hex } {
  return {
    to: lib,
    value: '0',
    data: encodeFunctionData({
      abi: signMessageLibAbi,
      functionName: 'signMessage',
      args: [hashSafeMessageContent(content)],
    }),
  }
}
