import { getSafeMessageTypedData, type SafeDomainParams } from '@assent/core'
import type { LooseTypedData } from '../messages/looseTypedData'
import { toTypedDataDefinition } from '../messages/toTypedDataDefinition'
import { type DeviceHashes, typedDataDeviceHashes } from './typedDataDeviceHashes'

/** Parameters of `safeMessageDeviceHashes`: the Safe's domain and the message's content. */
export type SafeMessageDeviceHashesParameters = SafeDomainParams & {
  message: string | LooseTypedData
}

/** What `safeMessageDeviceHashes` answers. */
export type SafeMessageDeviceHashesReturnType = DeviceHashes

/**
 * The domain hash and message hash a hardware wallet shows when an owner signs a Safe message:
 * the Safe's domain separator and the `SafeMessage(bytes message)` struct hash over the content
 * (text hashed with EIP-191, typed data with EIP-712). `hash` is the SafeMessage hash.
 * @throws PrimaryTypeInferenceError when typed-data content names no primary type and none can
 *   be told; viem's error when its fields do not validate.
 * @example safeMessageDeviceHashes({ chainId: 1, safeAddress, safeVersion: '1.4.1', message: 'hello' })
 */
export function safeMessageDeviceHashes({
  message,
  ...domain
}: SafeMessageDeviceHashesParameters): SafeMessageDeviceHashesReturnType {
  const content = typeof message === 'string' ? message : toTypedDataDefinition(message)
  return typedDataDeviceHashes(getSafeMessageTypedData({ ...domain, message: content }))
}
