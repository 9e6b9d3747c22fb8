import { type DecodeFunctionDataReturnType, decodeFunctionData, type Hex } from 'viem'
import { legacySafeAbi } from './legacySafeAbi'
import { safeAbi } from './safeAbi'

const safeCallAbi = [...safeAbi, ...legacySafeAbi] as const

/** A decoded call to a Safe's own functions (incl. the pre-1.3.0 `changeMasterCopy`). */
export type SafeCall = DecodeFunctionDataReturnType<typeof safeCallAbi>

/**
 * Decodes calldata aimed at a Safe (e.g. the `data` of a SafeTx whose `to` is the Safe itself).
 * @returns the function name and typed args, or `undefined` if the data is not a Safe call.
 * @example decodeSafeCall(data)?.functionName === 'addOwnerWithThreshold'
 */
export function decodeSafeCall(data: Hex): SafeCall | undefined {
  try {
    return decodeFunctionData({ abi: safeCallAbi, data })
  } catch {
    return undefined
  }
}
