import { getSafeMessageTypedData, type SafeDomainParams } from '@assent/core'
import { type LooseTypedData, toTypedDataDefinition } from '../messages/toTypedDataDefinition'
import { type DeviceHashes, typedDataDeviceHashes } from './typedDataDeviceHashes'

/**
 * The domain hash and message hash a hardware wallet shows when an owner signs a Safe message:
 * the Safe's domain separator and the `SafeMessage(bytes message)` struct hash over the content
 * (text hashed with EIP-191, typed data with EIP-712). `hash` is the SafeMessage hash.
 * @throws Error when typed-data content does not hash (no primary type, invalid fields).
 * @example safeMessageDeviceHashes({ chainId: 1, safeAddress, safeVersion: '1.4.1', message: 'hello' })
 */
export function safeMessageDeviceHashes({
  message,
  ...domain
}: SafeDomainParams & { message: string | LooseTypedData }): DeviceHashes {
  const content = typeof message === 'string' ? message : toTypedDataDefinition(message)
  return typedDataDeviceHashes(getSafeMessageTypedData({ ...domain, message: content }))
}
