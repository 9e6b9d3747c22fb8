import type { EIP712TypedData } from '@assent/gateway-client'
import type { LooseTypedData } from './looseTypedData'

/** Parameters of `toJsonTypedData`: typed data, its chainId possibly a bigint. */
export type ToJsonTypedDataParameters = LooseTypedData

/** What `toJsonTypedData` answers: the same typed data, safe for JSON.stringify. */
export type ToJsonTypedDataReturnType = EIP712TypedData

/**
 * JSON-safe copy of typed data (bigint chainId as a decimal string) for the gateway.
 * @example JSON.stringify(toJsonTypedData({ ...typedData, domain: { chainId: 1n } })) // chainId "1"
 */
export function toJsonTypedData(data: ToJsonTypedDataParameters): ToJsonTypedDataReturnType {
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
