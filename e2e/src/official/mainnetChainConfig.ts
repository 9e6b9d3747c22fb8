import type { ChainInfo } from '@assent/gateway-client'

/** Host of the keyed node URL in the official chain 1 config (`authentication: API_KEY_PATH`). */
export const KEYED_RPC_ORIGIN = 'https://mainnet.infura.io'
/** Host of the official gateway's token, chain and app images. */
export const ASSETS_ORIGIN = 'https://safe-transaction-assets.safe.global'

/**
 * Chain 1 as the official Safe Client Gateway serves it (`GET /v1/chains/1`), field for field:
 * a keyed Infura `rpcUri` and `safeAppsRpcUri` (API_KEY_PATH: the key goes after the path), a
 * keyless `publicRpcUri`, the official feature list, explorer templates, theme, ENS registry
 * and contract addresses, plus fields this client does not know (`zk`, `beaconChain…`). Only
 * the public RPC differs: it is the local anvil running under chain id 1.
 */
export function mainnetChainConfig(publicRpcUrl: string): ChainInfo & Record<string, unknown> {
  return {
    chainId: '1',
    chainName: 'Ethereum',
    description: '',
    chainLogoUri: `${ASSETS_ORIGIN}/chains/1/chain_logo.png`,
    l2: false,
    isTestnet: false,
    zk: false,
    nativeCurrency: {
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
      logoUri: `${ASSETS_ORIGIN}/chains/1/currency_logo.png`,
    },
    transactionService: 'https://safe-transaction-mainnet.safe.global',
    blockExplorerUriTemplate: {
      address: 'https://etherscan.io/address/{{address}}',
      txHash: 'https://etherscan.io/tx/{{txHash}}',
      api: 'https://api.etherscan.io/api?module={{module}}&action={{action}}&address={{address}}&apiKey={{apiKey}}',
    },
    beaconChainExplorerUriTemplate: { publicKey: 'https://beaconcha.in/validator/{{publicKey}}' },
    disabledWallets: ['ledger_v2', 'socialSigner'],
    ensRegistryAddress: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
    balancesProvider: { chainName: null, enabled: false },
    contractAddresses: {
      safeSingletonAddress: null,
      safeProxyFactoryAddress: null,
      multiSendAddress: null,
      multiSendCallOnlyAddress: null,
      fallbackHandlerAddress: null,
      signMessageLibAddress: null,
      createCallAddress: null,
      simulateTxAccessorAddress: null,
      safeWebAuthnSignerFactoryAddress: null,
    },
    features: [
      'BATCHED_SIGNING',
      'BRIDGE',
      'COUNTERFACTUAL',
      'DEFAULT_TOKENLIST',
      'DELETE_TX',
      'EIP1271',
      'EIP1559',
      'ERC721',
      'MULTI_CHAIN_SAFE_ADD_NETWORK',
      'MULTI_CHAIN_SAFE_CREATION',
      'NATIVE_SWAPS',
      'NATIVE_WALLETCONNECT',
      'NESTED_SAFES',
      'PROPOSERS',
      'PUSH_NOTIFICATIONS',
      'RECOVERY',
      'RELAYING',
      'RISK_MITIGATION',
      'SAFE_141',
      'SAFE_APPS',
      'SPEED_UP_TX',
      'SPENDING_LIMIT',
      'STAKING',
      'TX_SIMULATION',
      'ZODIAC_ROLES',
    ],
    gasPrice: [],
    publicRpcUri: { authentication: 'NO_AUTHENTICATION', value: publicRpcUrl },
    rpcUri: { authentication: 'API_KEY_PATH', value: `${KEYED_RPC_ORIGIN}/v3/` },
    safeAppsRpcUri: { authentication: 'API_KEY_PATH', value: `${KEYED_RPC_ORIGIN}/v3/` },
    shortName: 'eth',
    theme: { textColor: '#001428', backgroundColor: '#DDDDDD' },
    recommendedMasterCopyVersion: '1.4.1',
  }
}
