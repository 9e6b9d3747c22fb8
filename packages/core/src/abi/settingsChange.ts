import { type Hex, zeroAddress } from 'viem'
import { SettingsInfoType } from '../enums/transaction'
import { decodeSafeCall } from './decodeSafeCall'

/**
 * Safe methods that change its settings, by function name. `setGuard` maps to SET_GUARD here;
 * {@link getSettingsChangeType} turns a zero-address guard into DELETE_GUARD.
 */
export const SETTINGS_CHANGE_METHODS = {
  addOwnerWithThreshold: SettingsInfoType.ADD_OWNER,
  removeOwner: SettingsInfoType.REMOVE_OWNER,
  swapOwner: SettingsInfoType.SWAP_OWNER,
  changeThreshold: SettingsInfoType.CHANGE_THRESHOLD,
  changeMasterCopy: SettingsInfoType.CHANGE_IMPLEMENTATION,
  enableModule: SettingsInfoType.ENABLE_MODULE,
  disableModule: SettingsInfoType.DISABLE_MODULE,
  setGuard: SettingsInfoType.SET_GUARD,
  setFallbackHandler: SettingsInfoType.SET_FALLBACK_HANDLER,
} as const satisfies Record<string, SettingsInfoType>

/**
 * The settings-change kind of calldata sent by a Safe to itself, or `undefined` if the call
 * changes no setting (or is not a Safe call at all). Callers must also check that `to` is the Safe.
 */
export function getSettingsChangeType(data: Hex): SettingsInfoType | undefined {
  const call = decodeSafeCall(data)
  if (!call || !(call.functionName in SETTINGS_CHANGE_METHODS)) return undefined
  if (call.functionName === 'setGuard' && call.args[0].toLowerCase() === zeroAddress) {
    return SettingsInfoType.DELETE_GUARD
  }
  return SETTINGS_CHANGE_METHODS[call.functionName as keyof typeof SETTINGS_CHANGE_METHODS]
}
