import type { Operation } from '@assent/core'

/** A decoded parameter value: a string, or nested arrays of strings for array/tuple types. */
export type ParamValue = string | ParamValue[]

/** A call inside a MultiSend batch, as the decoder expands it. */
export type InternalTransaction = {
  operation: Operation
  to: string
  value: string | null
  data: string | null
  dataDecoded?: DataDecoded | null
}

export type DecodedParameter = {
  name: string
  type: string
  value: ParamValue
  /** Present for MultiSend `transactions`: the batched calls. */
  valueDecoded?: InternalTransaction[] | null
}

/** Decoded calldata: method name and parameters. */
export type DataDecoded = {
  method: string
  parameters?: DecodedParameter[] | null
}

/** `POST /v1/chains/{chainId}/data-decoder` body. */
export type DecodedDataRequest = {
  data: string
  to?: string
  operation?: Operation
}

/** `POST /v1/chains/{chainId}/data-decoder` reply. */
export type DecodedDataResponse = {
  method: string
  parameters: DecodedParameter[]
}
