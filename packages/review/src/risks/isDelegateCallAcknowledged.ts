import { DELEGATECALL_ACK_WORD } from './assessDelegateCalls'

/** Parameters of `isDelegateCallAcknowledged`: what the user typed. */
export type IsDelegateCallAcknowledgedParameters = Parameters<typeof isDelegateCallAcknowledged>

/** What `isDelegateCallAcknowledged` answers. */
export type IsDelegateCallAcknowledgedReturnType = boolean

/**
 * Whether the user's typed acknowledgement is the expected word (case and spaces ignored).
 * @example isDelegateCallAcknowledged(' DelegateCall ') // true
 */
export function isDelegateCallAcknowledged(typed: string): IsDelegateCallAcknowledgedReturnType {
  return typed.trim().toLowerCase() === DELEGATECALL_ACK_WORD
}
