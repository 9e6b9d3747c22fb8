import {
  concatHex,
  getTypesForEIP712Domain,
  type Hex,
  hashStruct,
  type TypedDataDefinition,
} from 'viem'

/**
 * The bytes whose keccak256 is the EIP-712 hash of `typedData`: 0x1901 ‖ domainSeparator ‖
 * hashStruct(message). For a SafeTx this is `Safe.encodeTransactionData(…)`, and for a
 * SafeMessage `CompatibilityFallbackHandler.encodeMessageDataForSafe(…)`: the `data` the Safe
 * hands to a contract owner's legacy `isValidSignature(bytes, bytes)`.
 * @example typedDataPreimage(getSafeTxTypedData({ chainId, safeAddress, safeVersion, tx }))
 */
export function typedDataPreimage(typedData: TypedDataDefinition): Hex {
  const { domain = {}, message, primaryType } = typedData
  // Any typed data, hashed exactly as viem's hashTypedData does.
  const types = {
    EIP712Domain: getTypesForEIP712Domain({ domain }),
    ...typedData.types,
  }
  const struct = (data: Record<string, unknown>, type: string) =>
    hashStruct({ data, primaryType: type, types })
  const parts: Hex[] = ['0x1901', struct(domain, 'EIP712Domain')]
  if (primaryType !== 'EIP712Domain') parts.push(struct(message, primaryType))
  return concatHex(parts)
}
