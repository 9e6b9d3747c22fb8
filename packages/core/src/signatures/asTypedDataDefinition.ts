import type { TypedDataDefinition } from 'viem'

/**
 * EIP-712 typed data known only at run time (from an app, a wallet or a request body), already
 * normalised: a known primaryType, a numeric chainId, and no EIP712Domain entry in `types`
 * (viem derives it from the domain).
 */
export type RuntimeTypedData = {
  domain?:
    | {
        name?: string | undefined
        version?: string | undefined
        chainId?: number | bigint | undefined
        verifyingContract?: string | undefined
        salt?: string | undefined
      }
    | undefined
  types: Record<string, readonly { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

/**
 * The same typed data, typed as viem's hashing and signing functions take it. Nothing is copied
 * or changed: this only states the type, in the one place that has to.
 * @example hashSafeMessageContent(asTypedDataDefinition({ domain, types, primaryType, message }))
 */
export function asTypedDataDefinition(typedData: RuntimeTypedData): TypedDataDefinition {
  // viem's static type admits only struct names, field types and domain values known when
  // compiling (e.g. no struct named `uint256[2]`, hex-typed addresses); this data arrives at run
  // time, so viem checks the same things then: hashTypedData and signTypedData validate it.
  return typedData as TypedDataDefinition
}
