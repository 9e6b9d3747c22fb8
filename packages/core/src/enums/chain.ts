/** Whether a Safe's singleton is the newest known one for its chain. */
export const ImplementationVersionState = {
  UP_TO_DATE: 'UP_TO_DATE',
  OUTDATED: 'OUTDATED',
  UNKNOWN: 'UNKNOWN',
} as const
export type ImplementationVersionState =
  (typeof ImplementationVersionState)[keyof typeof ImplementationVersionState]

/** Chain features the gateway advertises in ChainInfo.features. */
export const FeatureType = {
  ERC721: 'ERC721',
  SAFE_APPS: 'SAFE_APPS',
  CONTRACT_INTERACTION: 'CONTRACT_INTERACTION',
  DOMAIN_LOOKUP: 'DOMAIN_LOOKUP',
  SPENDING_LIMIT: 'SPENDING_LIMIT',
  EIP1559: 'EIP1559',
  SAFE_TX_GAS_OPTIONAL: 'SAFE_TX_GAS_OPTIONAL',
  TX_SIMULATION: 'TX_SIMULATION',
  EIP1271: 'EIP1271',
} as const
export type FeatureType = (typeof FeatureType)[keyof typeof FeatureType]

export const RpcUriAuthentication = {
  API_KEY_PATH: 'API_KEY_PATH',
  NO_AUTHENTICATION: 'NO_AUTHENTICATION',
  UNKNOWN: 'UNKNOWN',
} as const
export type RpcUriAuthentication = (typeof RpcUriAuthentication)[keyof typeof RpcUriAuthentication]

export const GasPriceType = {
  ORACLE: 'ORACLE',
  FIXED: 'FIXED',
  UNKNOWN: 'UNKNOWN',
} as const
export type GasPriceType = (typeof GasPriceType)[keyof typeof GasPriceType]
