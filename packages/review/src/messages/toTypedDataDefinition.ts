import { asTypedDataDefinition } from '@assent/core'
import type { EIP712TypedData } from '@assent/gateway-client'
import type { TypedDataDefinition } from 'viem'

/** EIP-712 typed data as apps and the gateway send it (chainId may be a string, primaryType optional). */
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

const baseType = (type: string) => type.replace(/(\[\d*\])+$/, '')

/**
 * The primary type of typed data that does not name one: the only struct no other struct
 * refers to (EIP712Domain aside), as wallets infer it.
 * @throws Error when there is none or more than one candidate.
 */
export function inferPrimaryType(types: LooseTypedData['types']): string {
  const structs = Object.keys(types).filter((name) => name !== 'EIP712Domain')
  const referenced = new Set(
    structs.flatMap((name) => (types[name] ?? []).map((field) => baseType(field.type))),
  )
  const roots = structs.filter((name) => !referenced.has(name))
  if (roots.length !== 1) {
    throw new Error(
      roots.length === 0
        ? 'The typed data has no primary type'
        : `The typed data's primary type is ambiguous (${roots.join(', ')})`,
    )
  }
  return roots[0] as string
}

/**
 * Turns loose typed data into what viem hashes and signs: a known primaryType, a numeric
 * chainId, and no EIP712Domain entry in `types` (viem derives it from the domain).
 */
export function toTypedDataDefinition(data: LooseTypedData): TypedDataDefinition {
  const { EIP712Domain: _domainType, ...types } = data.types
  const { chainId, ...domain } = data.domain
  return asTypedDataDefinition({
    domain: {
      ...domain,
      ...(chainId === undefined ? {} : { chainId: BigInt(chainId) }),
    },
    types,
    primaryType: data.primaryType ?? inferPrimaryType(data.types),
    message: data.message,
  })
}

/** JSON-safe copy of typed data (bigint chainId as a decimal string) for the gateway. */
export function toJsonTypedData(data: LooseTypedData): EIP712TypedData {
  const { chainId, ...domain } = data.domain
  return {
    ...data,
    domain: {
      ...domain,
      ...(chainId === undefined
        ? {}
        : { chainId: typeof chainId === 'bigint' ? chainId.toString() : chainId }),
    },
  }
}
