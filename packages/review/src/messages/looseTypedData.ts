/**
 * EIP-712 typed data as apps and the gateway send it: chainId may be a string, primaryType may
 * be missing, and `types` may hold EIP712Domain.
 */
export type LooseTypedData = {
  domain: {
    name?: string
    version?: string
    chainId?: number | string | bigint
    verifyingContract?: string
    salt?: string
  }
  types: Record<string, { name: string; type: string }[]>
  primaryType?: string
  message: Record<string, unknown>
}
