import type { FeatureType, RpcUriAuthentication } from '@assent/core'
import type { OpenUnion, Page } from './common'

export type RpcUri = {
  authentication: OpenUnion<RpcUriAuthentication>
  value: string
}

/** Explorer URL templates with `{{address}}`, `{{txHash}}`, `{{module}}`… placeholders. */
export type BlockExplorerUriTemplate = {
  address: string
  txHash: string
  api: string
}

export type NativeCurrency = {
  name: string
  symbol: string
  decimals: number
  logoUri: string
}

export type ChainTheme = {
  textColor: string
  backgroundColor: string
}

export type GasPriceOracle = {
  type: 'ORACLE'
  uri: string
  gasParameter: string
  gweiFactor: string
}

export type GasPriceFixed = {
  type: 'FIXED'
  weiValue: string
}

export type GasPriceFixedEip1559 = {
  type: 'FIXED_EIP1559'
  maxFeePerGas: string
  maxPriorityFeePerGas: string
}

export type GasPriceUnknown = {
  type: 'UNKNOWN'
}

/**
 * One gas price source. `type` is upper-cased when parsed (gateways have sent `oracle`/`fixed`).
 * Sources of a type this client does not know are passed through unchanged at run time.
 */
export type GasPrice = GasPriceOracle | GasPriceFixed | GasPriceFixedEip1559 | GasPriceUnknown

export type BalancesProvider = {
  chainName: string | null
  enabled: boolean
}

/** Canonical Safe contract addresses of the chain; null where not deployed. */
export type ContractAddresses = {
  safeSingletonAddress: string | null
  safeProxyFactoryAddress: string | null
  multiSendAddress: string | null
  multiSendCallOnlyAddress: string | null
  fallbackHandlerAddress: string | null
  signMessageLibAddress: string | null
  createCallAddress: string | null
  simulateTxAccessorAddress: string | null
  safeWebAuthnSignerFactoryAddress?: string | null
}

/** `GET /v1/chains/{chainId}` and the items of `GET /v1/chains`. */
export type ChainInfo = {
  chainId: string
  chainName: string
  shortName: string
  l2: boolean
  isTestnet?: boolean
  description: string
  chainLogoUri: string | null
  nativeCurrency: NativeCurrency
  transactionService: string
  blockExplorerUriTemplate: BlockExplorerUriTemplate
  ensRegistryAddress: string | null
  features: OpenUnion<FeatureType>[]
  gasPrice: GasPrice[]
  publicRpcUri: RpcUri
  rpcUri: RpcUri
  safeAppsRpcUri: RpcUri
  disabledWallets: string[]
  theme: ChainTheme
  balancesProvider?: BalancesProvider
  contractAddresses?: ContractAddresses
  recommendedMasterCopyVersion?: string | null
}

export type ChainListResponse = Page<ChainInfo>
