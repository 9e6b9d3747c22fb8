import { asTypedDataDefinition } from '@assent/core'
import type { TypedDataDefinition } from 'viem'
import { inferPrimaryType } from './inferPrimaryType'
import type { LooseTypedData } from './looseTypedData'

/** Parameters of `toTypedDataDefinition`: typed data as an app or the gateway sent it. */
export type ToTypedDataDefinitionParameters = LooseTypedData

/** What `toTypedDataDefinition` answers: typed data viem hashes and signs. */
export type ToTypedDataDefinitionReturnType = TypedDataDefinition

/**
 * Turns loose typed data into what viem hashes and signs: a known primaryType, a numeric
 * chainId, and no EIP712Domain entry in `types` (viem derives it from the domain).
 * @throws PrimaryTypeInferenceError when it names no primary type and none can be told
 * @example
 * const definition = toTypedDataDefinition({ domain: { chainId: '1' }, types, message })
 * hashTypedData(definition)
 */
export function toTypedDataDefinition(
  data: ToTypedDataDefinitionParameters,
): ToTypedDataDefinitionReturnType {
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
