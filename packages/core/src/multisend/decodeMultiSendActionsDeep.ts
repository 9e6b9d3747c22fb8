import type { Hex } from 'viem'
import { decodeMultiSendData, isMultiSendCalldata } from './decodeMultiSendData'
import type { MultiSendAction } from './types'

/**
 * Decodes a MultiSend batch and, recursively, every entry whose data is itself a `multiSend`
 * call, attaching the inner entries as `actions`. Entries whose inner data does not decode are
 * kept without `actions`, so one odd entry cannot hide the rest of the batch.
 * @param maxDepth nesting levels to expand (bounded so hostile calldata cannot recurse forever).
 */
export function decodeMultiSendActionsDeep(calldataOrPacked: Hex, maxDepth = 5): MultiSendAction[] {
  return decodeMultiSendData(calldataOrPacked).map((tx) => {
    if (maxDepth <= 1 || !isMultiSendCalldata(tx.data)) return tx
    try {
      return { ...tx, actions: decodeMultiSendActionsDeep(tx.data, maxDepth - 1) }
    } catch {
      return tx
    }
  })
}
