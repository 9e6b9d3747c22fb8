import { type Address, concat, encodePacked, type Hex, size } from 'viem'

// Private stand-in for @assent/core's encodeMultiSendData until core exports it (#2).

/** Packs transactions as MultiSend expects: operation ‖ to ‖ value ‖ data length ‖ data. */
export function encodeMultiSendData(
  txs: { operation: 0 | 1; to: Address; value: bigint; data: Hex }[],
): Hex {
  return concat(
    txs.map((tx) =>
      encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [tx.operation, tx.to, tx.value, BigInt(size(tx.data)), tx.data],
      ),
    ),
  )
}
