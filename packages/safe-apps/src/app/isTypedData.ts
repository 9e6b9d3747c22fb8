import type { EIP712TypedData } from '../protocol/types'

/** Whether `value` is an object holding `domain`, `types` and `message` (the SDK's test). */
export function isTypedData(value: unknown): value is EIP712TypedData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'domain' in value &&
    'types' in value &&
    'message' in value
  )
}
