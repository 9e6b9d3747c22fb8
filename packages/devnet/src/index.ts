export { DEVNET_ACCOUNTS, DEVNET_CHAIN_ID, DEVNET_MNEMONIC, type DevnetAccount } from './constants'
export {
  createDevnetClients,
  type DevnetClients,
  type DevnetPublicClient,
  type DevnetTestClient,
  type DevnetWalletClient,
} from './createDevnetClients'
export { defaultDataDir } from './defaultDataDir'
export { defineDevnetChain } from './defineDevnetChain'
export {
  type DeploySafeContractsResult,
  deploySafeContracts,
  type SafeContracts,
} from './deploySafeContracts'
export { resolveAnvilBinary } from './resolveAnvilBinary'
export { type Devnet, type StartDevnetOptions, startDevnet } from './startDevnet'
