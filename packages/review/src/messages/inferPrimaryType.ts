import { PrimaryTypeInferenceError } from '../errors/typedData'
import type { LooseTypedData } from './looseTypedData'

/** Parameters of `inferPrimaryType`: the typed data's `types`. */
export type InferPrimaryTypeParameters = LooseTypedData['types']

/** What `inferPrimaryType` answers: the name of the primary struct. */
export type InferPrimaryTypeReturnType = string

const baseType = (type: string) => type.replace(/(\[\d*\])+$/, '')

/**
 * The primary type of typed data that does not name one: the only struct no other struct
 * refers to (EIP712Domain aside), as wallets infer it.
 * @throws PrimaryTypeInferenceError when there is none or more than one candidate
 * @example
 * inferPrimaryType({ Person: [{ name: 'wallet', type: 'address' }], Mail: [{ name: 'from', type: 'Person' }] })
 * // 'Mail'
 */
export function inferPrimaryType(types: InferPrimaryTypeParameters): InferPrimaryTypeReturnType {
  const structs = Object.keys(types).filter((name) => name !== 'EIP712Domain')
  const referenced = new Set(
    structs.flatMap((name) => (types[name] ?? []).map((field) => baseType(field.type))),
  )
  const [root, ...others] = structs.filter((name) => !referenced.has(name))
  if (root === undefined || others.length > 0) {
    throw new PrimaryTypeInferenceError({ candidates: root === undefined ? [] : [root, ...others] })
  }
  return root
}
