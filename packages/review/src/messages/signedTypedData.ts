import { getTypesForEIP712Domain } from 'viem'
import { inferPrimaryType } from './inferPrimaryType'
import type { LooseTypedData } from './looseTypedData'
import { toTypedDataDefinition } from './toTypedDataDefinition'

/** A value as EIP-712 hashes it: only what its type declares. */
export type SignedValue =
  | { kind: 'atomic'; type: string; value: unknown }
  | { kind: 'struct'; type: string; fields: SignedField[]; unsignedKeys: string[] }
  | { kind: 'array'; type: string; items: SignedValue[] }
  /** The type declares it but the value is absent or of the wrong shape. */
  | { kind: 'missing'; type: string }

/** One field of a struct (or of the domain) and its value as hashed. */
export type SignedField = { name: string; type: string; value: SignedValue }

/** What a typed-data signature covers, field by field. */
export type SignedTypedData = {
  primaryType: string
  /** Domain fields that go into the domain separator (the EIP712Domain viem derives). */
  domain: SignedField[]
  /** Domain keys that are not hashed: they change nothing in what is signed. */
  unsignedDomainKeys: string[]
  /** The primary struct, field by field; keys it does not declare are `unsignedKeys`. */
  message: Extract<SignedValue, { kind: 'struct' }>
}

/** Parameters of `signedTypedData`: typed data as an app or the gateway sent it. */
export type SignedTypedDataParameters = LooseTypedData

/** What `signedTypedData` answers. */
export type SignedTypedDataReturnType = SignedTypedData

const ARRAY_SUFFIX = /\[(\d*)\]$/

/**
 * What a typed-data signature actually covers: the domain fields that are hashed and the
 * message walked from `primaryType` through `types`, nested structs and arrays included. Keys
 * the types do not declare are listed as unsigned (a gateway or app can add a `note` that
 * changes nothing in the hash, so it must not be shown as signed).
 * @throws PrimaryTypeInferenceError when the primary type cannot be told
 * @example signedTypedData(message).message.unsignedKeys // ['note']
 */
export function signedTypedData(data: SignedTypedDataParameters): SignedTypedDataReturnType {
  const primaryType = data.primaryType ?? inferPrimaryType(data.types)
  const definition = toTypedDataDefinition({ ...data, primaryType })
  const domain = (definition.domain ?? {}) as Record<string, unknown>
  const domainTypes = getTypesForEIP712Domain({ domain: definition.domain })
  const hashedDomainKeys = new Set(domainTypes.map((field) => field.name))
  return {
    primaryType,
    domain: domainTypes.map(({ name, type }) => ({
      name,
      type,
      value: { kind: 'atomic', type, value: domain[name] },
    })),
    unsignedDomainKeys: Object.keys(data.domain).filter((key) => !hashedDomainKeys.has(key)),
    message: walkStruct(data.types, primaryType, data.message),
  }
}

function walk(types: LooseTypedData['types'], type: string, value: unknown): SignedValue {
  const array = type.match(ARRAY_SUFFIX)
  if (array) {
    const inner = type.slice(0, -array[0].length)
    const length = array[1] ? Number(array[1]) : undefined
    if (!Array.isArray(value) || (length !== undefined && value.length !== length)) {
      return { kind: 'missing', type }
    }
    return { kind: 'array', type, items: value.map((item) => walk(types, inner, item)) }
  }
  if (type !== 'EIP712Domain' && types[type]) return walkStruct(types, type, value)
  if (value === undefined || value === null) return { kind: 'missing', type }
  return { kind: 'atomic', type, value }
}

function walkStruct(
  types: LooseTypedData['types'],
  type: string,
  value: unknown,
): Extract<SignedValue, { kind: 'struct' }> {
  const declared = types[type] ?? []
  const object =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  const names = new Set(declared.map((field) => field.name))
  return {
    kind: 'struct',
    type,
    fields: declared.map(({ name, type: fieldType }) => ({
      name,
      type: fieldType,
      value: walk(types, fieldType, object[name]),
    })),
    unsignedKeys: Object.keys(object).filter((key) => !names.has(key)),
  }
}
