import { ERRORS, PERMISSIONS_REQUEST_REJECTED, SafeAppsError } from '../protocol/errors'
import { isRestrictedMethod, type RestrictedMethod } from '../protocol/methods'
import type { Permission, PermissionRequest } from '../protocol/types'
import type { Communicator } from './createCommunicator'

export type Wallet = {
  /** EIP-2255 permissions the user granted to this app's origin. */
  getPermissions(): Promise<Permission[]>
  /** Asks the user for permissions; only `requestAddressBook` can be requested. */
  requestPermissions(permissions: PermissionRequest[]): Promise<Permission[]>
  /** Whether `method` is among the granted permissions. */
  isPermissionGranted(method: RestrictedMethod): Promise<boolean>
}

/** Whether every entry of the request names only restricted methods. */
export function isPermissionRequestValid(permissions: unknown): permissions is PermissionRequest[] {
  return (
    Array.isArray(permissions) &&
    permissions.every(
      (request) =>
        typeof request === 'object' &&
        request !== null &&
        Object.keys(request).every((method) => isRestrictedMethod(method)),
    )
  )
}

/** Whether `permissions` include `method`. */
export function hasPermission(permissions: readonly Permission[], method: string): boolean {
  return permissions.some((permission) => permission.parentCapability === method)
}

/** The `wallet` namespace of the client. */
export function createWallet(communicator: Communicator): Wallet {
  const getPermissions = () => communicator.send('wallet_getPermissions', undefined)
  return {
    getPermissions,
    async requestPermissions(permissions) {
      if (!isPermissionRequestValid(permissions)) {
        throw new SafeAppsError(ERRORS.permissionsRequestInvalid, PERMISSIONS_REQUEST_REJECTED)
      }
      try {
        return await communicator.send('wallet_requestPermissions', permissions)
      } catch {
        // The host's reason stays private to it: apps see the EIP-1193 rejection only.
        throw new SafeAppsError(ERRORS.permissionsRejected, PERMISSIONS_REQUEST_REJECTED)
      }
    },
    async isPermissionGranted(method) {
      return hasPermission(await getPermissions(), method)
    },
  }
}
