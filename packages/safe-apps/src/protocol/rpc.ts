/**
 * The JSON-RPC calls an app may make through `rpcCall`: chain reads only, plus the Safe-specific
 * `safe_setSettings`. The host forwards nothing else, so an app can never reach signing or
 * account methods of the user's node.
 */
export const RPC_CALLS = {
  eth_call: 'eth_call',
  eth_gasPrice: 'eth_gasPrice',
  eth_getLogs: 'eth_getLogs',
  eth_getBalance: 'eth_getBalance',
  eth_getCode: 'eth_getCode',
  eth_getBlockByHash: 'eth_getBlockByHash',
  eth_getBlockByNumber: 'eth_getBlockByNumber',
  eth_getStorageAt: 'eth_getStorageAt',
  eth_getTransactionByHash: 'eth_getTransactionByHash',
  eth_getTransactionReceipt: 'eth_getTransactionReceipt',
  eth_getTransactionCount: 'eth_getTransactionCount',
  eth_estimateGas: 'eth_estimateGas',
  safe_setSettings: 'safe_setSettings',
} as const
export type RpcCall = (typeof RPC_CALLS)[keyof typeof RPC_CALLS]

const allowed: ReadonlySet<string> = new Set(Object.values(RPC_CALLS))

/** Whether the host may forward `call`. */
export function isAllowedRpcCall(call: unknown): call is RpcCall {
  return typeof call === 'string' && allowed.has(call)
}
