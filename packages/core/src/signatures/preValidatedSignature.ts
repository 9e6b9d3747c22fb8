import { type Address, concatHex, type Hex, pad } from 'viem'

/**
 * The static signature of an owner who approved the hash on chain (`approveHash`) or who is the
 * `execTransaction` sender: r = owner, s = 0, v = 1.
 */
export function preValidatedSignature(owner: Address): Hex {
  return concatHex([pad(owner.toLowerCase() as Hex, { size: 32 }), pad('0x', { size: 32 }), '0x01'])
}
