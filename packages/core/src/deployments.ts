import type { Address, Hex } from 'viem'

/**
 * Canonical Safe deployments. 1.4.1 addresses are CREATE2 results of the Safe singleton factory
 * with salt 0 over the `@safe-global/safe-contracts@1.4.1` bytecode (checked in the test);
 * 1.3.0 addresses are the canonical (deterministic-deployment-proxy) ones of safe-deployments.
 */
export const SAFE_DEPLOYMENTS = {
  '1.4.1': {
    safeL2: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
    safe: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
    safeProxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
    compatibilityFallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
    multiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
    multiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
    signMessageLib: '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9',
    createCall: '0x9b35Af71d77eaf8d7e40252370304687390A1A52',
    simulateTxAccessor: '0x3d4BA2E0884aa488718476ca2FB8Efc291A46199',
    singletonFactory: '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7',
  },
  '1.3.0': {
    safeL2: '0x3E5c63644E683549055b9Be8653de26E0B4CD36E',
    safe: '0xd9Db270c1B5E3Bd161E8c8503c55cEABeE709552',
    safeProxyFactory: '0xa6B71E26C5e0845f74c812102Ca7114b6a896AB2',
    compatibilityFallbackHandler: '0xf48f2B2d2a534e402487b3ee7C18c33Aec0Fe5e4',
    multiSend: '0xA238CBeb142c10Ef7Ad8442C6D1f9E89e07e7761',
    multiSendCallOnly: '0x40A2aCCbd92BCA938b02010E17A5b8929b49130D',
    signMessageLib: '0xA65387F16B013cf2Af4605Ad8aA5ec25a2cbA3a2',
    createCall: '0x7cbB62EaA69F79e6873cD1ecB2392971036cFAa4',
    simulateTxAccessor: '0x59AD6735bCd8152B84860Cb256dD9e96b85F69Da',
  },
} as const satisfies Record<string, Record<string, Address>>

/**
 * 1.3.0 as deployed on chains that require EIP-155 transactions (OP Stack, Base, …), where the
 * canonical deployment transaction could not be replayed.
 */
export const SAFE_1_3_0_EIP155_DEPLOYMENTS = {
  safeL2: '0xfb1bffC9d739B8D520DaF37dF666da4C687191EA',
  safe: '0x69f4D1788e39c87893C980c06EdF4b7f686e2938',
  safeProxyFactory: '0xC22834581EbC8527d974F8a1c97E1bEA4EF910BC',
  compatibilityFallbackHandler: '0x017062a1dE2FE6b99BE3d9d37841FeD19F573804',
  multiSend: '0x998739BFdAAdde7C933B942a68053933098f9EDa',
  multiSendCallOnly: '0xA1dabEF33b3B82c7814B6D82A79e50F4AC44102B',
  signMessageLib: '0x98FFBBF51bb33A056B08ddf711f289936AafF717',
  createCall: '0xB19D6FFc2182150F8Eb585b79D4ABcd7C5640A9d',
  simulateTxAccessor: '0x727a77a074D1E6c4530e814F89E618a3298FC044',
} as const satisfies Record<string, Address>

/**
 * Safe 1.1.1 (older treasuries still run it): no L2 singleton, no chainId in the EIP-712 domain,
 * DefaultCallbackHandler as fallback handler. Deployed from a key, not by CREATE2.
 */
export const SAFE_1_1_1_DEPLOYMENTS = {
  safe: '0x34CfAC646f301356fAa8B21e94227e3583Fe3F5F',
  safeProxyFactory: '0x76E2cFc1F5Fa8F6a5b3fC4c8F4788F0116861F9B',
  defaultCallbackHandler: '0xd5D82B6aDDc9027B22dCA772Aa68D5d74cdBdF44',
  multiSend: '0x8D29bE29923b68abfDD21e541b9374737B49cdAD',
} as const satisfies Record<string, Address>

/**
 * Safe 1.2.0: only its singleton was deployed (safe-deployments lists nothing else); its Safes
 * were created by the 1.1.1 ProxyFactory. Like 1.1.1, no chainId in the EIP-712 domain.
 */
export const SAFE_1_2_0_DEPLOYMENTS = {
  safe: '0x6851D6fDFAfD08c0295C392436245E5bc78B0185',
} as const satisfies Record<string, Address>

/** Safe singletons (master copies) this wallet recognises, for the implementation version state. */
export const KNOWN_SAFE_SINGLETONS: readonly { address: Address; version: string; l2: boolean }[] =
  [
    { address: SAFE_DEPLOYMENTS['1.4.1'].safeL2, version: '1.4.1', l2: true },
    { address: SAFE_DEPLOYMENTS['1.4.1'].safe, version: '1.4.1', l2: false },
    { address: SAFE_DEPLOYMENTS['1.3.0'].safeL2, version: '1.3.0', l2: true },
    { address: SAFE_DEPLOYMENTS['1.3.0'].safe, version: '1.3.0', l2: false },
    { address: SAFE_1_3_0_EIP155_DEPLOYMENTS.safeL2, version: '1.3.0', l2: true },
    { address: SAFE_1_3_0_EIP155_DEPLOYMENTS.safe, version: '1.3.0', l2: false },
    { address: SAFE_1_2_0_DEPLOYMENTS.safe, version: '1.2.0', l2: false },
    { address: SAFE_1_1_1_DEPLOYMENTS.safe, version: '1.1.1', l2: false },
  ]

/**
 * SafeProxyFactory deployments this wallet recognises (canonical per version, and 1.3.0's
 * EIP-155 variant), as @safe-global/safe-deployments lists them (checked in the test).
 */
export const KNOWN_SAFE_PROXY_FACTORIES: readonly { address: Address; version: string }[] = [
  { address: SAFE_DEPLOYMENTS['1.4.1'].safeProxyFactory, version: '1.4.1' },
  { address: SAFE_DEPLOYMENTS['1.3.0'].safeProxyFactory, version: '1.3.0' },
  { address: SAFE_1_3_0_EIP155_DEPLOYMENTS.safeProxyFactory, version: '1.3.0' },
  { address: SAFE_1_1_1_DEPLOYMENTS.safeProxyFactory, version: '1.1.1' },
]

/** The known proxy factory at `address`, if any (case-insensitive). */
export function getKnownSafeProxyFactory(
  address: Address,
): { address: Address; version: string } | undefined {
  const wanted = address.toLowerCase()
  return KNOWN_SAFE_PROXY_FACTORIES.find((factory) => factory.address.toLowerCase() === wanted)
}

/** keccak256 of SafeProxyFactory's runtime code per version, as safe-deployments publishes it. */
export const SAFE_PROXY_FACTORY_CODE_HASHES = {
  '1.4.1': '0x50c3cdc4074750a7a974204a716c999edd37482f907608d960b2b025ee0b3317',
  '1.3.0': '0x337d7f54be11b6ed55fef7b667ea5488db53db8320a05d1146aa4bd169a39a9b',
} as const satisfies Record<string, Hex>

/**
 * keccak256 of the Safe proxy per version: `creationCode` is what the version's proxy factory's
 * `proxyCreationCode()` returns, `runtimeCode` what a proxy it deployed holds (the SafeProxy
 * artifact of @safe-global/safe-contracts 1.4.1, GnosisSafeProxy of @gnosis.pm/safe-contracts
 * 1.3.0; checked in the test).
 */
export const SAFE_PROXY_CODE_HASHES = {
  '1.4.1': {
    creationCode: '0x1856e0ee08399d74e0ea0b03adca210aeade6f748969ac023cdcb4dd62dcaf5f',
    runtimeCode: '0xd7d408ebcd99b2b70be43e20253d6d92a8ea8fab29bd3be7f55b10032331fb4c',
  },
  '1.3.0': {
    creationCode: '0x44425997c3cd3b9f0cd37ae80e154b1bfc14d921d252ee5368c53f1ccb5c932b',
    runtimeCode: '0xb89c1b3bdf2cf8827818646bce9a8f6e372885f8c55e5c07acbd307cb133b000',
  },
} as const satisfies Record<string, { creationCode: Hex; runtimeCode: Hex }>

/**
 * The built-in SignMessageLib addresses a Safe of `version` may delegate-call (1.3.0 has a
 * canonical and an EIP-155 deployment); empty for versions this wallet does not know.
 */
export function getSignMessageLibAddresses(version: string): readonly Address[] {
  if (version.startsWith('1.4.1')) return [SAFE_DEPLOYMENTS['1.4.1'].signMessageLib]
  if (version.startsWith('1.3.0')) {
    return [SAFE_DEPLOYMENTS['1.3.0'].signMessageLib, SAFE_1_3_0_EIP155_DEPLOYMENTS.signMessageLib]
  }
  return []
}

/** The newest Safe version this wallet deploys; older singletons are OUTDATED. */
export const LATEST_SAFE_VERSION = '1.4.1'

const KNOWN_DELEGATE_CALL_TARGETS = new Set(
  [
    SAFE_DEPLOYMENTS['1.4.1'].multiSend,
    SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly,
    SAFE_DEPLOYMENTS['1.4.1'].signMessageLib,
    SAFE_DEPLOYMENTS['1.3.0'].multiSend,
    SAFE_DEPLOYMENTS['1.3.0'].multiSendCallOnly,
    SAFE_DEPLOYMENTS['1.3.0'].signMessageLib,
    SAFE_1_3_0_EIP155_DEPLOYMENTS.multiSend,
    SAFE_1_3_0_EIP155_DEPLOYMENTS.multiSendCallOnly,
    SAFE_1_3_0_EIP155_DEPLOYMENTS.signMessageLib,
  ].map((address) => address.toLowerCase()),
)

/**
 * True for the Safe libraries a DELEGATE call may safely target (MultiSend, MultiSendCallOnly,
 * SignMessageLib of known versions). Any other delegate call can rewrite the Safe's storage and
 * deserves a loud warning.
 */
export function isKnownDelegateCallTarget(address: Address): boolean {
  return KNOWN_DELEGATE_CALL_TARGETS.has(address.toLowerCase())
}

/** The known singleton at `address`, if any (case-insensitive). */
export function getKnownSafeSingleton(
  address: Address,
): { address: Address; version: string; l2: boolean } | undefined {
  const wanted = address.toLowerCase()
  return KNOWN_SAFE_SINGLETONS.find((singleton) => singleton.address.toLowerCase() === wanted)
}
