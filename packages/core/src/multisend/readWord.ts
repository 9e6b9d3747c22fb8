/**
 * The 32-byte big-endian word at `offset`, reading zeros past the end of `bytes` — as both
 * `calldataload` and an `mload` beyond the decoded `transactions` bytes do in MultiSend.
 */
export function readWord(bytes: Uint8Array, offset: number): bigint {
  return readUint(bytes, offset, 32)
}

/** `size` bytes at `offset` as an unsigned big-endian integer, zeros past the end. */
export function readUint(bytes: Uint8Array, offset: number, size: number): bigint {
  let value = 0n
  for (let index = offset; index < offset + size; index++) {
    value = (value << 8n) | BigInt(index < bytes.length ? bytes[index]! : 0)
  }
  return value
}
