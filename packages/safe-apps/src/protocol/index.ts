export {
  type ErrorResponse,
  makeErrorResponse,
  makeRequest,
  makeResponse,
  type RequestId,
  type SafeAppRequest,
  type SafeAppResponse,
  type SuccessResponse,
} from './envelope'
export {
  EIP1271_LEGACY_MAGIC_VALUE,
  EIP1271_MAGIC_VALUE,
  ERRORS,
  PERMISSIONS_REQUEST_REJECTED,
  SafeAppsError,
} from './errors'
export { generateRequestId } from './generateRequestId'
export {
  isMethod,
  isRestrictedMethod,
  METHODS,
  type Method,
  RESTRICTED_METHODS,
  type RestrictedMethod,
} from './methods'
export { isAllowedRpcCall, RPC_CALLS, type RpcCall } from './rpc'
export {
  addressSchema,
  hash32Schema,
  hexDataSchema,
  METHOD_PARAMS_SCHEMAS,
  type ParsedMethodParams,
  rpcCallParamsSchema,
  safeSettingsSchema,
  typedDataSchema,
  uint256Schema,
} from './schemas'
export type * from './types'
export { isMajorVersionAtLeast1, SDK_VERSION } from './version'
