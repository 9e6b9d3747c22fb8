import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { SAFE_1_3_0_EIP155_DEPLOYMENTS, SAFE_DEPLOYMENTS } from '@assent/core'
import type { Address, Hex } from 'viem'

/**
 * Arachnid's deterministic deployment proxy: the CREATE2 deployer the canonical Safe 1.3.0
 * contracts were deployed through (salt 0). Same program as the Safe singleton factory.
 */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

const addresses = SAFE_DEPLOYMENTS['1.3.0']
/** Stands for the committed rebuild src/artifacts/sign-message-lib-1.3.0.json. */
const REBUILT_SIGN_MESSAGE_LIB = 'rebuilt:sign-message-lib-1.3.0'
const eip155 = SAFE_1_3_0_EIP155_DEPLOYMENTS

/**
 * The Safe 1.3.0 contracts the devnet deploys (at the canonical and the EIP-155 address), with
 * their artifact in @gnosis.pm/safe-contracts 1.3.0 and the safe-deployments file that
 * publishes their address and code hash. SignMessageLib's creation code is a rebuild of the
 * package's sources at the deployed paths (scripts/buildSignMessageLib130.ts): the package only
 * ships it as an example, whose build has another code hash.
 */
export const SAFE_130_CONTRACTS = [
  {
    name: 'safe',
    address: addresses.safe,
    eip155Address: eip155.safe,
    artifact: 'GnosisSafe.sol/GnosisSafe',
    asset: 'gnosis_safe',
  },
  {
    name: 'safeL2',
    address: addresses.safeL2,
    eip155Address: eip155.safeL2,
    artifact: 'GnosisSafeL2.sol/GnosisSafeL2',
    asset: 'gnosis_safe_l2',
  },
  {
    name: 'safeProxyFactory',
    address: addresses.safeProxyFactory,
    eip155Address: eip155.safeProxyFactory,
    artifact: 'proxies/GnosisSafeProxyFactory.sol/GnosisSafeProxyFactory',
    asset: 'proxy_factory',
  },
  {
    name: 'compatibilityFallbackHandler',
    address: addresses.compatibilityFallbackHandler,
    eip155Address: eip155.compatibilityFallbackHandler,
    artifact: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler',
    asset: 'compatibility_fallback_handler',
  },
  {
    name: 'multiSend',
    address: addresses.multiSend,
    eip155Address: eip155.multiSend,
    artifact: 'libraries/MultiSend.sol/MultiSend',
    asset: 'multi_send',
  },
  {
    name: 'multiSendCallOnly',
    address: addresses.multiSendCallOnly,
    eip155Address: eip155.multiSendCallOnly,
    artifact: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly',
    asset: 'multi_send_call_only',
  },
  {
    name: 'createCall',
    address: addresses.createCall,
    eip155Address: eip155.createCall,
    artifact: 'libraries/CreateCall.sol/CreateCall',
    asset: 'create_call',
  },
  {
    // Its runtime code holds its own address (immutable), so each flavour has its own hash.
    name: 'simulateTxAccessor',
    address: addresses.simulateTxAccessor,
    eip155Address: eip155.simulateTxAccessor,
    artifact: 'accessors/SimulateTxAccessor.sol/SimulateTxAccessor',
    asset: 'simulate_tx_accessor',
  },
  {
    name: 'signMessageLib',
    address: addresses.signMessageLib,
    eip155Address: eip155.signMessageLib,
    artifact: REBUILT_SIGN_MESSAGE_LIB,
    asset: 'sign_message_lib',
  },
] as const

export type Safe130Contract = (typeof SAFE_130_CONTRACTS)[number]
export type Safe130ContractName = Safe130Contract['name']

const require = createRequire(import.meta.url)

/** Creation bytecode of a Safe 1.3.0 contract (the package's build, or the rebuilt library). */
export function readSafe130Bytecode(artifact: string): Hex {
  if (artifact === REBUILT_SIGN_MESSAGE_LIB) {
    const path = require.resolve('./artifacts/sign-message-lib-1.3.0.json')
    return (JSON.parse(readFileSync(path, 'utf8')) as { bytecode: Hex }).bytecode
  }
  const root = dirname(require.resolve('@gnosis.pm/safe-contracts/package.json'))
  const path = join(root, 'build', 'artifacts', 'contracts', `${artifact}.json`)
  return (JSON.parse(readFileSync(path, 'utf8')) as { bytecode: Hex }).bytecode
}

/** The runtime code hash @safe-global/safe-deployments publishes for a 1.3.0 contract. */
export function publishedSafe130CodeHash(
  asset: string,
  flavour: 'canonical' | 'eip155' = 'canonical',
): Hex {
  const path = require.resolve(`@safe-global/safe-deployments/dist/assets/v1.3.0/${asset}.json`)
  const file = JSON.parse(readFileSync(path, 'utf8')) as {
    deployments: Record<'canonical' | 'eip155', { codeHash: Hex }>
  }
  return file.deployments[flavour].codeHash
}
