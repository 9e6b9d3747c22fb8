/** Every method an app may send to the host, by its wire name. */
export const METHODS = {
  sendTransactions: 'sendTransactions',
  rpcCall: 'rpcCall',
  getChainInfo: 'getChainInfo',
  getSafeInfo: 'getSafeInfo',
  getTxBySafeTxHash: 'getTxBySafeTxHash',
  getSafeBalances: 'getSafeBalances',
  signMessage: 'signMessage',
  signTypedMessage: 'signTypedMessage',
  getEnvironmentInfo: 'getEnvironmentInfo',
  getOffChainSignature: 'getOffChainSignature',
  requestAddressBook: 'requestAddressBook',
  wallet_getPermissions: 'wallet_getPermissions',
  wallet_requestPermissions: 'wallet_requestPermissions',
} as const
export type Method = (typeof METHODS)[keyof typeof METHODS]

/** Methods that need an EIP-2255 permission granted to the app's origin. */
export const RESTRICTED_METHODS = {
  requestAddressBook: 'requestAddressBook',
} as const
export type RestrictedMethod = (typeof RESTRICTED_METHODS)[keyof typeof RESTRICTED_METHODS]

const methodNames: ReadonlySet<string> = new Set(Object.values(METHODS))
const restrictedNames: ReadonlySet<string> = new Set(Object.values(RESTRICTED_METHODS))

/** Whether `value` names a protocol method. */
export function isMethod(value: unknown): value is Method {
  return typeof value === 'string' && methodNames.has(value)
}

/** Whether `value` names a method that needs a permission. */
export function isRestrictedMethod(value: unknown): value is RestrictedMethod {
  return typeof value === 'string' && restrictedNames.has(value)
}
