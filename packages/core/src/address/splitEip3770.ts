// EIP-3770 short names follow the chain registry: letters, digits and dashes.
const SHORT_NAME = /^[A-Za-z0-9-]{1,32}$/
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The format half of {@link parseEip3770}: splits `eth:0x…` into its short name (if any) and a
 * 40-hex-digit address as written, without checking the address's EIP-55 checksum (which needs
 * keccak: the web app's boot entry stays without it and lets the full app check it).
 * @throws Error `Invalid EIP-3770 prefix: …` or `Invalid address: …`.
 */
export function splitEip3770(value: string): { shortName?: string; addressText: string } {
  const text = value.trim()
  const separator = text.lastIndexOf(':')
  const prefix = separator === -1 ? undefined : text.slice(0, separator)
  const addressText = separator === -1 ? text : text.slice(separator + 1)
  if (prefix !== undefined && !SHORT_NAME.test(prefix)) {
    throw new Error(`Invalid EIP-3770 prefix: ${prefix}`)
  }
  if (!HEX_ADDRESS.test(addressText)) throw new Error(`Invalid address: ${addressText}`)
  return prefix === undefined ? { addressText } : { shortName: prefix, addressText }
}
