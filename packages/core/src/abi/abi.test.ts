import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  encodeFunctionData,
  erc20Abi,
  toEventSignature,
  toFunctionSignature,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { SettingsInfoType } from '../enums/transaction'
import { compatibilityFallbackHandlerAbi } from './compatibilityFallbackHandlerAbi'
import { decodeSafeCall } from './decodeSafeCall'
import { legacySafeAbi } from './legacySafeAbi'
import { multiSendAbi } from './multiSendAbi'
import { safeAbi } from './safeAbi'
import { safeProxyFactoryAbi } from './safeProxyFactoryAbi'
import { getSettingsChangeType, SETTINGS_CHANGE_METHODS } from './settingsChange'
import { signMessageLibAbi } from './signMessageLibAbi'

const require = createRequire(import.meta.url)
function artifactAbi(path: string): Abi {
  const file = require.resolve(`@safe-global/safe-contracts/build/artifacts/contracts/${path}.json`)
  return (JSON.parse(readFileSync(file, 'utf8')) as { abi: Abi }).abi
}

// Compare whole entries, sorted, so a missing `indexed` or a renamed argument fails.
const normalise = (abi: Abi) =>
  abi
    .filter((item) => item.type !== 'constructor')
    .map((item) => JSON.stringify(item, Object.keys(item).sort()))
    .map((json) => JSON.parse(json))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))

describe('hand-written ABIs equal the 1.4.1 artifacts', () => {
  it.each([
    ['safeAbi', safeAbi, 'SafeL2.sol/SafeL2'],
    ['safeProxyFactoryAbi', safeProxyFactoryAbi, 'proxies/SafeProxyFactory.sol/SafeProxyFactory'],
    [
      'compatibilityFallbackHandlerAbi',
      compatibilityFallbackHandlerAbi,
      'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler',
    ],
    ['signMessageLibAbi', signMessageLibAbi, 'libraries/SignMessageLib.sol/SignMessageLib'],
    ['multiSendAbi', multiSendAbi, 'libraries/MultiSend.sol/MultiSend'],
    ['multiSendAbi', multiSendAbi, 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly'],
  ] as const)('%s (%s)', (_name, abi, path) => {
    expect(normalise(abi as Abi)).toEqual(normalise(artifactAbi(path)))
  })

  it('has the event signatures the indexer filters on', () => {
    const events = safeAbi.filter((item) => item.type === 'event').map((e) => toEventSignature(e))
    expect(events).toEqual(
      expect.arrayContaining([
        'SafeSetup(address,address[],uint256,address,address)',
        'SafeMultiSigTransaction(address,uint256,bytes,uint8,uint256,uint256,uint256,address,address,bytes,bytes)',
        'SafeModuleTransaction(address,address,uint256,bytes,uint8)',
        'ExecutionSuccess(bytes32,uint256)',
        'ExecutionFailure(bytes32,uint256)',
        'SafeReceived(address,uint256)',
        'ChangedGuard(address)',
      ]),
    )
    expect(events).toHaveLength(17)
    const creation = safeProxyFactoryAbi.find((item) => item.type === 'event')
    expect(creation && toEventSignature(creation)).toBe('ProxyCreation(address,address)')
  })

  it('keeps the pre-1.3.0 upgrade entry', () => {
    expect(legacySafeAbi.map((item) => toFunctionSignature(item as never))).toContain(
      'changeMasterCopy(address)',
    )
  })
})

describe('decodeSafeCall and settings changes', () => {
  const owner: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const encode = (functionName: string, args: unknown[]) =>
    encodeFunctionData({ abi: [...safeAbi, ...legacySafeAbi], functionName, args } as never)

  it('decodes Safe calls with typed args', () => {
    const call = decodeSafeCall(encode('addOwnerWithThreshold', [owner, 2n]))
    expect(call).toEqual({ functionName: 'addOwnerWithThreshold', args: [owner, 2n] })
    expect(decodeSafeCall('0x12345678')).toBeUndefined()
    expect(decodeSafeCall('0x')).toBeUndefined()
  })

  it.each([
    ['addOwnerWithThreshold', [owner, 1n], SettingsInfoType.ADD_OWNER],
    ['removeOwner', [owner, owner, 1n], SettingsInfoType.REMOVE_OWNER],
    ['swapOwner', [owner, owner, owner], SettingsInfoType.SWAP_OWNER],
    ['changeThreshold', [2n], SettingsInfoType.CHANGE_THRESHOLD],
    ['changeMasterCopy', [owner], SettingsInfoType.CHANGE_IMPLEMENTATION],
    ['enableModule', [owner], SettingsInfoType.ENABLE_MODULE],
    ['disableModule', [owner, owner], SettingsInfoType.DISABLE_MODULE],
    ['setGuard', [owner], SettingsInfoType.SET_GUARD],
    ['setGuard', [zeroAddress], SettingsInfoType.DELETE_GUARD],
    ['setFallbackHandler', [owner], SettingsInfoType.SET_FALLBACK_HANDLER],
  ])('%s(%s) is %s', (name, args, kind) => {
    expect(getSettingsChangeType(encode(name, args))).toBe(kind)
  })

  it('is undefined for calls that change no setting', () => {
    expect(getSettingsChangeType(encode('approveHash', [`0x${'11'.repeat(32)}`]))).toBeUndefined()
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [owner, 1n],
    })
    expect(getSettingsChangeType(transfer)).toBeUndefined()
    expect(Object.keys(SETTINGS_CHANGE_METHODS)).toHaveLength(9)
  })
})
