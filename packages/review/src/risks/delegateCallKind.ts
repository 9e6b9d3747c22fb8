import type { TransactionDetails } from '@assent/gateway-client'
import type { Address, Hex } from 'viem'
import { assessDelegateCalls } from './assessDelegateCalls'

/**
 * What a transaction's operations mean for its signers: plain calls only (`none`), delegate
 * calls into known Safe libraries such as MultiSendCallOnly (`known`), or at least one delegate
 * call into anything else, which runs foreign code with the Safe's storage and funds, or a batch
 * that cannot be decoded exactly as the chain will run it, which may hide one (`unknown`).
 */
export type DelegateCallKind = 'none' | 'known' | 'unknown'

/** Parameters of `delegateCallKind`: the transaction's details (only `txData` is read). */
export type DelegateCallKindParameters = Pick<TransactionDetails, 'txData'>

/** What `delegateCallKind` answers. */
export type DelegateCallKindReturnType = DelegateCallKind

/**
 * The delegate-call kind of a transaction from its details, judged locally by the same rules as
 * the review (nested batch actions included); the gateway's `trustedDelegateCallTarget` opinion
 * is ignored. Details without call data (transfers in, creation) are `none`.
 * @example delegateCallKind(details) === 'unknown' // flag the row
 */
export function delegateCallKind(details: DelegateCallKindParameters): DelegateCallKindReturnType {
  const txData = details.txData
  if (!txData) return 'none'
  const { findings, needsAcknowledgement } = assessDelegateCalls({
    to: txData.to.value as Address,
    data: (txData.hexData ?? '0x') as Hex,
    operation: txData.operation,
  })
  if (needsAcknowledgement) return 'unknown'
  return findings.length === 0 ? 'none' : 'known'
}
