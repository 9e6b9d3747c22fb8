/** `isValidSignature(bytes32,bytes)` selector returned by a valid EIP-1271 signer. */
export const EIP1271_MAGIC_VALUE = '0x1626ba7e'
/** `isValidSignature(bytes,bytes)` selector of the pre-standard variant Safe still calls. */
export const EIP1271_LEGACY_MAGIC_VALUE = '0x20c13b0b'
