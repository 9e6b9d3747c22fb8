import { getSafeTxTypedData, type SafeTxHashParams } from '@assent/core'

/** One field of the SafeTx typed data, as a hardware wallet shows it. */
export type TypedDataField = {
  section: 'domain' | 'message'
  name: string
  type: string
  value: string
}

/** Parameters of `typedDataFields`: the SafeTx and its Safe's domain. */
export type TypedDataFieldsParameters = SafeTxHashParams

/** What `typedDataFields` answers: domain fields, then message fields, in EIP-712 order. */
export type TypedDataFieldsReturnType = TypedDataField[]

/**
 * Exactly what the wallet will be asked to sign with eth_signTypedData_v4, field by field in the
 * order of the EIP-712 types, so the user can compare it with a hardware wallet's screen.
 * @example typedDataFields({ chainId: 1, safeAddress, safeVersion: '1.4.1', tx })[0] // { section: 'domain', name: 'chainId', … }
 */
export function typedDataFields(params: TypedDataFieldsParameters): TypedDataFieldsReturnType {
  const typedData = getSafeTxTypedData(params)
  const domain = typedData.domain ?? {}
  const fields: TypedDataField[] = []
  if ('chainId' in domain && domain.chainId !== undefined) {
    fields.push({
      section: 'domain',
      name: 'chainId',
      type: 'uint256',
      value: String(domain.chainId),
    })
  }
  fields.push({
    section: 'domain',
    name: 'verifyingContract',
    type: 'address',
    value: String(domain.verifyingContract),
  })
  const types =
    (typedData.types as Record<string, readonly { name: string; type: string }[]>).SafeTx ?? []
  const message = typedData.message as Record<string, unknown>
  for (const { name, type } of types) {
    fields.push({ section: 'message', name, type, value: String(message[name]) })
  }
  return fields
}
