export { calculateMessageHash, calculateTypedMessageHash } from './calculateMessageHash'
export {
  type AppWindow,
  type Communicator,
  type CommunicatorOptions,
  createCommunicator,
  type SendOptions,
} from './createCommunicator'
export {
  type BlockParam,
  type BlockTag,
  createEth,
  type Eth,
  type LogFilter,
  type RpcTransactionRequest,
} from './createEth'
export { createSafe, type Safe } from './createSafe'
export {
  createSafeAppsClient,
  type SafeAppsClient,
  type SafeAppsClientOptions,
} from './createSafeAppsClient'
export { createTxs, type Txs } from './createTxs'
export {
  createWallet,
  hasPermission,
  isPermissionRequestValid,
  type Wallet,
} from './createWallet'
export { isTypedData } from './isTypedData'
