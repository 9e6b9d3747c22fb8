import { getSignMessageLibAddresses, hashSafeMessageContent, signMessageLibAbi } from '@assent/core'
import { decodeFunctionData, type Hex } from 'viem'
import type { LooseTypedData } from './looseTypedData'
import { toTypedDataDefinition } from './toTypedDataDefinition'

const builtInLibs = new Set(
  [...getSignMessageLibAddresses('1.4.1'), ...getSignMessageLibAddresses('1.3.0')].map((a) =>
    a.toLowerCase(),
  ),
)

/** Parameters of `checkSignMessageCall`: the message shown, and the transaction that signs it. */
export type CheckSignMessageCallParameters = Parameters<typeof checkSignMessageCall>

/** What `checkSignMessageCall` answers: ok, or why the transaction signs something else. */
export type CheckSignMessageCallReturnType = { ok: true } | { ok: false; reason: string }

/**
 * Whether the transaction is exactly "sign this message on chain": a delegate call to a built-in
 * SignMessageLib whose signMessage argument is the hash of `message`. Otherwise the message
 * shown beside it would not be what the Safe signs.
 * @example
 * const check = checkSignMessageCall('I agree', { to: signMessageLib, data, operation: 1 })
 * if (!check.ok) show(check.reason)
 */
export function checkSignMessageCall(
  message: string | LooseTypedData,
  tx: { to: string; data: string; operation: number },
): CheckSignMessageCallReturnType {
  if (tx.operation !== 1 || !builtInLibs.has(tx.to.toLowerCase())) {
    return {
      ok: false,
      reason: 'The transaction is not a delegate call to a built-in SignMessageLib.',
    }
  }
  try {
    const call = decodeFunctionData({ abi: signMessageLibAbi, data: tx.data as Hex })
    const expected = hashSafeMessageContent(
      typeof message === 'string' ? message : toTypedDataDefinition(message),
    )
    if (call.functionName === 'signMessage' && call.args[0].toLowerCase() === expected) {
      return { ok: true }
    }
  } catch {
    // undecodable call or malformed typed data: not this message
  }
  return { ok: false, reason: 'The transaction signs a different message than the one shown.' }
}
