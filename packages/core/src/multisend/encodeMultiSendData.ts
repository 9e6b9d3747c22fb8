import { concatHex, encodePacked, type Hex, size } from 'viem'
import type { MetaTransaction } from './types'

/**
 * Packs transactions the way MultiSend reads them: for each, `uint8 operation ‖ address to ‖
 * uint256 value ‖ uint256 dataLength ‖ bytes data`, with no padding between entries.
 * @example encodeMultiSendData([{ operation: 0, to, value: 0n, data: '0x' }])
 */
export function encodeMultiSendData(txs: MetaTransaction[]): Hex {
  return concatHex([
    '0x',
    ...txs.map((tx) =>
      encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [tx.operation, tx.to, tx.value, BigInt(size(tx.data)), tx.data],
      ),
    ),
  ])
}
