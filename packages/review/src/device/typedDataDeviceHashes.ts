import {
  getTypesForEIP712Domain,
  type Hex,
  hashDomain,
  hashStruct,
  keccak256,
  type TypedDataDefinition,
  validateTypedData,
} from 'viem'
import { ReviewError } from '../errors/base'

/**
 * The two halves of an EIP-712 hash as a hardware wallet shows them when it signs typed data it
 * cannot display field by field ("blind signing"), and the hash it signs.
 */
export type DeviceHashes = {
  /** hashStruct(EIP712Domain): for a Safe, its `domainSeparator()`. */
  domainHash: Hex
  /** hashStruct(message) of the primary type. */
  messageHash: Hex
  /** keccak256(0x1901 ‖ domainHash ‖ messageHash): what is signed. */
  hash: Hex
}

/** Parameters of `typedDataDeviceHashes`: the typed data to be signed. */
export type TypedDataDeviceHashesParameters = TypedDataDefinition

/** What `typedDataDeviceHashes` answers. */
export type TypedDataDeviceHashesReturnType = DeviceHashes

/**
 * Splits typed data into the domain hash and message hash a device shows (a Ledger's
 * "EIP-712 hashed message" screens), computed here from the data alone. The domain's type is
 * the one `types` names, else the one derived from the domain's keys, as viem hashes it.
 * @throws ReviewError when its primary type is EIP712Domain (a device shows no message hash
 *   for it); viem's error when the data does not validate.
 * @example const { domainHash, messageHash } = typedDataDeviceHashes(getSafeTxTypedData(params))
 */
export function typedDataDeviceHashes(
  typedData: TypedDataDeviceHashesParameters,
): TypedDataDeviceHashesReturnType {
  const domain = typedData.domain ?? {}
  const types = {
    EIP712Domain: getTypesForEIP712Domain({ domain }),
    ...typedData.types,
  }
  if (typedData.primaryType === 'EIP712Domain') {
    throw new ReviewError(
      'Typed data whose primary type is EIP712Domain has no message hash to show.',
    )
  }
  validateTypedData({ ...typedData, types })
  const domainHash = hashDomain({ domain, types })
  const messageHash = hashStruct({
    data: typedData.message as Record<string, unknown>,
    primaryType: typedData.primaryType,
    types,
  })
  const hash = keccak256(`0x1901${domainHash.slice(2)}${messageHash.slice(2)}`)
  return { domainHash, messageHash, hash }
}
