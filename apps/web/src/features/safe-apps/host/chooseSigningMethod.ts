import { hashSafeMessageContent, SAFE_DEPLOYMENTS, signMessageLibAbi } from '@assent/core'
import type { ChainInfo } from '@assent/gateway-client'
import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  type TypedDataDefinition,
} from 'viem'

/**
 * How an app's signMessage is served: off-chain (a SafeMessage owners sign, EIP-1271 valid via
 * the fallback handler) when the chain supports EIP-1271 and the app did not turn off-chain
 * signing off; otherwise on chain through SignMessageLib.
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
 */
export function buildSignMessageLibCall(
  chain: Pick<ChainInfo, 'contractAddresses'>,
  content: string | TypedDataDefinition,
): { to: Address; value: '0'; data: Hex } {
  const lib =
    chain.contractAddresses?.signMessageLibAddress ?? SAFE_DEPLOYMENTS['1.4.1'].signMessageLib
  return {
    to: getAddress(lib),
    value: '0',
    data: encodeFunctionData({
      abi: signMessageLibAbi,
      functionName: 'signMessage',
      args: [hashSafeMessageContent(content)],
    }),
  }
}
