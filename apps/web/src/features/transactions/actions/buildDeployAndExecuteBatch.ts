import { encodeExecTransaction, encodeMultiSendCall, type SafeTransactionData } from '@assent/core'
import type { Address, Hex } from 'viem'

/** One wallet transaction that deploys a Safe and runs its first SafeTx. */
export type DeployAndExecuteBatch = {
  /** MultiSendCallOnly of the Safe's version. */
  to: Address
  /** `multiSend(bytes)` of the two calls below, in this order. */
  data: Hex
  calls: readonly [
    { to: Address; value: 0n; data: Hex; operation: 0 },
    { to: Address; value: 0n; data: Hex; operation: 0 },
  ]
}

/**
 * The batch Safe{Wallet} sends for an undeployed Safe's first transaction: the factory's
 * createProxyWithNonce, then the new Safe's execTransaction with the owners' signatures, both
 * plain calls through MultiSendCallOnly (it cannot delegate-call, and execTransaction sees it as
 * the sender, so the signatures must be real ones, not the sender's v=1 approval).
 */
export function buildDeployAndExecuteBatch({
  multiSendCallOnly,
  factory,
  deploymentData,
  safeAddress,
  tx,
  signatures,
}: {
  multiSendCallOnly: Address
  factory: Address
  /** `createProxyWithNonce(singleton, initializer, saltNonce)` calldata. */
  deploymentData: Hex
  safeAddress: Address
  tx: SafeTransactionData
  signatures: Hex
}): DeployAndExecuteBatch {
  const calls = [
    { to: factory, value: 0n, data: deploymentData, operation: 0 },
    { to: safeAddress, value: 0n, data: encodeExecTransaction(tx, signatures), operation: 0 },
  ] as const
  return { to: multiSendCallOnly, data: encodeMultiSendCall([...calls]), calls }
}
