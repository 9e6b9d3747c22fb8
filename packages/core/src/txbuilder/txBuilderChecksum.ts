import { type Hex, keccak256, stringToHex } from 'viem'
import { serializeForTxBuilderChecksum } from './serializeForTxBuilderChecksum'
import type { TxBuilderFile } from './txBuilderTypes'

/**
 * The checksum the Safe Transaction Builder writes into `meta.checksum` and checks when a file
 * is opened: keccak256 of the UTF-8 text `serializeForTxBuilderChecksum` makes of the file,
 * taken with `meta.name` set to null (renaming a batch keeps it valid) and without
 * `meta.checksum` itself. Pass the parsed JSON as written, so numbers and keys hash exactly as
 * the official app hashes them.
 * @example txBuilderChecksum(JSON.parse(text)) === JSON.parse(text).meta.checksum
 */
export function txBuilderChecksum(file: TxBuilderFile): Hex {
  const { checksum: _written, ...meta } = file.meta
  const text = serializeForTxBuilderChecksum({ ...file, meta: { ...meta, name: null } })
  return keccak256(stringToHex(text))
}
