export { demoErc20Abi, demoErc721Abi } from './abis'
export { connectDevnet } from './connectDevnet'
export {
  DEVNET_ACCOUNTS,
  DEVNET_CHAIN_ID,
  DEVNET_MNEMONIC,
  type DevnetAccount,
  SECOND_DEVNET_CHAIN_ID,
} from './constants'
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
  DEMO_MULTISIG_SEEDED_NONCE,
  DEMO_SALT_NONCES,
  type DemoSafe,
  type DemoWorld,
} from './demoWorld'
export {
  type AttackKit,
  attackKitAbis,
  deployAttackKit,
  deploySimulationEvader,
  deploySimulationProbe,
  simulationEvasionAbis,
} from './deployAttackKit'
export { type BadEip1271OwnerMode, deployBadEip1271Owner } from './deployBadEip1271Owner'
export {
  type DemoTokens,
  demoTokenAddresses,
  deployDemoTokens,
} from './deployDemoTokens'
export { deployOneFormEip1271Owner } from './deployOneFormEip1271Owner'
export { type DeploySafeParams, deploySafe } from './deploySafe'
export {
  type DeploySafeContractsResult,
  deploySafeContracts,
  type SafeContracts,
} from './deploySafeContracts'
export {
  type ExecuteSafeTransactionParams,
  type ExecuteSafeTransactionResult,
  executeSafeTransaction,
} from './executeSafeTransaction'
export { encodeSafeSetup, predictSafeAddress, type SafeSetupParams } from './predictSafeAddress'
export { readDemoWorld } from './readDemoWorld'
export { resolveAnvilBinary } from './resolveAnvilBinary'
export { type SeedDemoWorldOptions, seedDemoWorld } from './seedDemoWorld'
export { type SecondDemoChain, seedSecondDemoChain } from './seedSecondDemoChain'
export { type Devnet, type StartDevnetOptions, startDevnet } from './startDevnet'
