import { safeAbi } from '@assent/core'
import {
  type Address,
  type Hex,
  isAddressEqual,
  parseAbi,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'

/** Before 1.4.0 the Safe's ExecutionSuccess did not index txHash: same topic, other layout. */
const legacyExecutionSuccess = parseAbi(['event ExecutionSuccess(bytes32 txHash, uint256 payment)'])

/**
 * The safeTxHash the Safe itself computed for a mined execution, from its ExecutionSuccess
 * event (txHash indexed from 1.4.0, in the data before), or undefined when the receipt has
 * none from this Safe. Compared with the hash the signer reviewed, it proves the chain ran
 * that transaction.
 * @example if (executedSafeTxHash(receipt, safe) !== reviewedSafeTxHash) throw …
 */
export function executedSafeTxHash(
  receipt: Pick<TransactionReceipt, 'logs'>,
  safeAddress: Address,
): Hex | undefined {
  const ours = receipt.logs.filter((log) => isAddressEqual(log.address, safeAddress))
  const current = parseEventLogs({ abi: safeAbi, eventName: 'ExecutionSuccess', logs: ours })
  const legacy = parseEventLogs({ abi: legacyExecutionSuccess, logs: ours })
  return current[0]?.args.txHash ?? legacy[0]?.args.txHash
}
