import fc from 'fast-check'
import { type Address, getAddress, type Hex, toHex, zeroAddress } from 'viem'
import type { Operation } from '../enums/transaction'
import type { SafeTransactionData } from '../hash/types'

/** An address: the zero address or any other, checksummed. */
export const addressArbitrary = fc.oneof(
  fc.constant<Address>(zeroAddress),
  fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => getAddress(toHex(b))),
)
/** A uint256, small ones more often. */
export const uint256Arbitrary = fc.oneof(
  fc.bigInt({ min: 0n, max: 1_000_000n }),
  fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
)
/** Hex bytes up to 200 long, `0x` among them. */
export const bytesArbitrary = fc
  .uint8Array({ maxLength: 200 })
  .map((b): Hex => (b.length ? toHex(b) : '0x'))
/** Any SafeTx a Safe can hash and execute. */
export const safeTransactionArbitrary: fc.Arbitrary<SafeTransactionData> = fc.record({
  to: addressArbitrary,
  value: uint256Arbitrary,
  data: bytesArbitrary,
  operation: fc.constantFrom<Operation>(0, 1),
  safeTxGas: uint256Arbitrary,
  baseGas: uint256Arbitrary,
  gasPrice: uint256Arbitrary,
  gasToken: addressArbitrary,
  refundReceiver: addressArbitrary,
  nonce: uint256Arbitrary,
})
