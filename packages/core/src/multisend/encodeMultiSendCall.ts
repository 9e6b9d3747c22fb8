import { encodeFunctionData, type Hex } from 'viem'
import { multiSendAbi } from '../abi/multiSendAbi'
import { encodeMultiSendData } from './encodeMultiSendData'
import type { MetaTransaction } from './types'

/**
 * Calldata of `multiSend(bytes)` for a batch; send it as a DELEGATE call from the Safe to
 * MultiSendCallOnly (calls only) or MultiSend.
 */
export function encodeMultiSendCall(txs: MetaTransaction[]): Hex {
  return encodeFunctionData({
    abi: multiSendAbi,
    functionName: 'multiSend',
    args: [encodeMultiSendData(txs)],
  })
}
