import type { DataDecoded, SettingsInfo } from '@assent/gateway-client'
import { zeroAddress } from 'viem'
import { type AddressBook, addressEx } from '../wire/addressBook'

/** The Safe's own methods that change its settings, by decoded method name. */
const settingsBuilders: Record<string, (args: string[], book: AddressBook) => SettingsInfo> = {
  setFallbackHandler: ([handler = zeroAddress], book) => ({
    type: 'SET_FALLBACK_HANDLER',
    handler: handler === zeroAddress ? null : addressEx(handler, book),
  }),
  addOwnerWithThreshold: ([owner = zeroAddress, threshold = '0'], book) => ({
    type: 'ADD_OWNER',
    owner: addressEx(owner, book),
    threshold: Number(threshold),
  }),
  removeOwner: ([, owner = zeroAddress, threshold = '0'], book) => ({
    type: 'REMOVE_OWNER',
    owner: addressEx(owner, book),
    threshold: Number(threshold),
  }),
  swapOwner: ([, oldOwner = zeroAddress, newOwner = zeroAddress], book) => ({
    type: 'SWAP_OWNER',
    oldOwner: addressEx(oldOwner, book),
    newOwner: addressEx(newOwner, book),
  }),
  changeThreshold: ([threshold = '0']) => ({
    type: 'CHANGE_THRESHOLD',
    threshold: Number(threshold),
  }),
  changeMasterCopy: ([implementation = zeroAddress], book) => ({
    type: 'CHANGE_IMPLEMENTATION',
    implementation: addressEx(implementation, book),
  }),
  enableModule: ([module = zeroAddress], book) => ({
    type: 'ENABLE_MODULE',
    module: addressEx(module, book),
  }),
  disableModule: ([, module = zeroAddress], book) => ({
    type: 'DISABLE_MODULE',
    module: addressEx(module, book),
  }),
  setGuard: ([guard = zeroAddress], book) =>
    guard === zeroAddress
      ? { type: 'DELETE_GUARD' }
      : { type: 'SET_GUARD', guard: addressEx(guard, book) },
}

/**
 * What a call from the Safe to itself changes, or null when the decoded method is not a
 * settings change (callers only ask for calls whose target is the Safe).
 */
export function settingsInfo(decoded: DataDecoded, book: AddressBook): SettingsInfo | null {
  const build = settingsBuilders[decoded.method]
  if (!build) return null
  const args = (decoded.parameters ?? []).map((p) => (typeof p.value === 'string' ? p.value : ''))
  return build(args, book)
}
