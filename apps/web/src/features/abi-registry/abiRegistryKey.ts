/** The key of a registry entry: one ABI per contract and chain (`31337:0xabc…`, lower case). */
export function abiRegistryKey(entry: { chainId: string; address: string }): string {
  return `${entry.chainId}:${entry.address.toLowerCase()}`
}
