import type { AddressEx, ChainInfo, SafeInfo } from '@assent/gateway-client'
import { OWNER_A, SAFE } from '@assent/gateway-client/test-utils/fixtures'
import type { Address } from 'viem'
import type { CurrentSafe } from '../features/safe/SafeContext'

// Gateway answers as the web app's tests need them: complete objects of the wire types, with
// the devnet's values, so a test names only what it is about.

/** The canonical SafeL2 1.4.1 singleton (spelled out: @assent/core's root is heavy to import). */
const SAFE_L2_1_4_1 = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'

/** An address as the gateway lists it, without a name or logo. */
export function addressEx(value: string): AddressEx {
  return { value, name: null, logoUri: null }
}

/** An RPC entry of a chain, without authentication. */
export function testRpcUri(value: string): ChainInfo['rpcUri'] {
  return { authentication: 'NO_AUTHENTICATION', value }
}

/**
 * The devnet (chain 31337, `devnet:`) as the gateway's chain list describes it, every RPC at
 * `rpcUrl` (the default devnet port unless given); `overrides` replace whole fields.
 * @example testChainInfo({ chainId: '1', shortName: 'eth', chainName: 'Ethereum' })
 */
export function testChainInfo(
  overrides: Partial<ChainInfo> = {},
  rpcUrl = 'http://127.0.0.1:8545',
): ChainInfo {
  const rpc = testRpcUri(rpcUrl)
  return {
    chainId: '31337',
    chainName: 'Assent Devnet',
    shortName: 'devnet',
    l2: true,
    description: '',
    chainLogoUri: null,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
    transactionService: '',
    blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
    ensRegistryAddress: null,
    features: [],
    gasPrice: [],
    publicRpcUri: rpc,
    rpcUri: rpc,
    safeAppsRpcUri: rpc,
    disabledWallets: [],
    theme: { textColor: '#ffffff', backgroundColor: '#000000' },
    ...overrides,
  }
}

/**
 * A Safe 1.4.1 (SafeL2 singleton) on the devnet as the gateway describes it: nonce 0, one owner
 * of one, no modules, guard or fallback handler, no tags; `overrides` replace whole fields.
 * @example testSafeInfo({ threshold: 2, owners: [OWNER_A, OWNER_B].map(addressEx) })
 */
export function testSafeInfo(overrides: Partial<SafeInfo> = {}): SafeInfo {
  return {
    address: addressEx(SAFE),
    chainId: '31337',
    nonce: 0,
    threshold: 1,
    owners: [addressEx(OWNER_A)],
    implementation: addressEx(SAFE_L2_1_4_1),
    implementationVersionState: 'UP_TO_DATE',
    modules: null,
    guard: null,
    fallbackHandler: null,
    version: '1.4.1',
    collectiblesTag: null,
    txQueuedTag: null,
    txHistoryTag: null,
    messagesTag: null,
    ...overrides,
  }
}

/**
 * The open Safe at `address` as <RequireSafe> provides it: `owners` and `threshold` (and any
 * other `safeInfo` field) as given, on `chain` (the devnet by default).
 * @example testCurrentSafe({ address, owners: owners.map((o) => o.address), threshold: 2 })
 */
export function testCurrentSafe({
  address,
  owners,
  threshold,
  chain = testChainInfo(),
  safeInfo,
}: {
  address: Address
  owners?: readonly string[]
  threshold?: number
  chain?: ChainInfo
  safeInfo?: Partial<SafeInfo>
}): CurrentSafe {
  return {
    chainId: chain.chainId,
    chain,
    address,
    safeInfo: testSafeInfo({
      address: addressEx(address),
      chainId: chain.chainId,
      ...(owners && { owners: owners.map(addressEx) }),
      ...(threshold !== undefined && { threshold }),
      ...safeInfo,
    }),
    safeParam: `${chain.shortName}:${address}`,
  }
}
