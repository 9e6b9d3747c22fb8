/** EIP-1193 "user rejected" code, used by the protocol for every permission error. */
export const PERMISSIONS_REQUEST_REJECTED = 4001

/** The exact error texts of the protocol (SPEC.md §5 and §8). */
export const ERRORS = {
  noTransactions: 'No transactions were passed',
  invalidSafeTxHash: 'Invalid safeTxHash',
  invalidTypedData: 'Invalid typed data',
  invalidMessageType: 'Invalid message type',
  permissionsRequestInvalid: 'Permissions request is invalid',
  permissionsRejected: 'Permissions rejected',
  invalidAddressOrMessageHash: 'The address or message hash is invalid',
  invalidAddress: 'The address is invalid',
  notImplemented: (method: string) => `"${method}" not implemented`,
  // Host-side answers to requests it accepted from the app but cannot serve.
  invalidParams: (method: string) => `Invalid params for "${method}"`,
  rpcCallNotAllowed: (call: string) => `RPC call "${call}" is not allowed`,
  methodNotHandled: (method: string) => `"${method}" is not supported by this wallet`,
  timeout: (method: string, ms: number) => `"${method}" timed out after ${ms} ms`,
} as const

/** An error with the protocol's numeric code (4001 for permission errors). */
export class SafeAppsError extends Error {
  readonly code: number | undefined
  readonly data: unknown

  constructor(message: string, code?: number, data?: unknown) {
    super(message)
    this.name = 'SafeAppsError'
    this.code = code
    this.data = data
  }
}

// EIP-1271 answers of a valid signature: isValidSignature(bytes32,bytes) and the legacy (bytes,bytes).
export { EIP1271_LEGACY_MAGIC_VALUE, EIP1271_MAGIC_VALUE } from '@assent/core'
