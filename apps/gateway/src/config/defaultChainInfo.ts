import { SAFE_DEPLOYMENTS } from '@assent/core'
import { type ChainInfo, EVENT_STREAM_FEATURE } from '@assent/gateway-client'

/**
 * A complete ChainInfo for a local chain; the devnet uses it as is and extra chains from the
 * config file start from it, overriding what they set.
 */
export function defaultChainInfo(p: {
  chainId: string
  chainName: string
  shortName: string
  rpcUrl: string
}): ChainInfo {
  const safe141 = SAFE_DEPLOYMENTS['1.4.1']
  const rpc = { authentication: 'NO_AUTHENTICATION', value: p.rpcUrl } as const
  return {
    chainId: p.chainId,
    chainName: p.chainName,
    shortName: p.shortName,
    l2: true,
    isTestnet: true,
    description: `${p.chainName}, served by the Assent gateway`,
    chainLogoUri: null,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
    transactionService: '',
    // A local chain has no block explorer; the web app hides explorer links for empty templates.
    blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
    ensRegistryAddress: null,
    features: [
      'SAFE_APPS',
      'CONTRACT_INTERACTION',
      'EIP1559',
      'EIP1271',
      'ERC721',
      'SAFE_TX_GAS_OPTIONAL',
      EVENT_STREAM_FEATURE,
    ],
    gasPrice: [],
    publicRpcUri: rpc,
    rpcUri: rpc,
    safeAppsRpcUri: rpc,
    disabledWallets: [],
    theme: { textColor: '#ffffff', backgroundColor: '#12805c' },
    balancesProvider: { chainName: null, enabled: false },
    contractAddresses: {
      safeSingletonAddress: safe141.safeL2,
      safeProxyFactoryAddress: safe141.safeProxyFactory,
      multiSendAddress: safe141.multiSend,
      multiSendCallOnlyAddress: safe141.multiSendCallOnly,
      fallbackHandlerAddress: safe141.compatibilityFallbackHandler,
      signMessageLibAddress: safe141.signMessageLib,
      createCallAddress: safe141.createCall,
      simulateTxAccessorAddress: safe141.simulateTxAccessor,
      safeWebAuthnSignerFactoryAddress: null,
    },
    recommendedMasterCopyVersion: '1.4.1',
  }
}
