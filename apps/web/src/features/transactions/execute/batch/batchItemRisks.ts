import type { SafeTransactionData } from '@assent/core'
import {
  assessDelegateCalls,
  assessRefund,
  type CriticalChange,
  collectSigningRisks,
  criticalChangeRisks,
  findCriticalChanges,
  formatRefund,
  type SigningRisk,
} from '@assent/review'
import type { Address } from 'viem'

/**
 * The risks of one transaction of a batch that need a typed word, as a single execution's review
 * finds them (delegate calls, gas refund, critical changes) plus what the batch's simulation
 * found of it; a simulated finding of the same kind adds its lines to the decoder's box. The
 * unverified on-chain state is one risk of the whole batch: the caller gives it to one item.
 */
export function batchItemRisks({
  tx,
  safeAddress,
  native,
  ownersBefore,
  unverifiedState,
  simulated,
}: {
  tx: SafeTransactionData
  safeAddress: Address
  native: { symbol: string; decimals: number }
  ownersBefore: { owners: readonly Address[]; threshold: number } | undefined
  unverifiedState: string | undefined
  simulated: readonly SigningRisk[]
}): { risks: SigningRisk[]; criticalChanges: CriticalChange[] } {
  const refund = assessRefund(tx)
  const criticalChanges = findCriticalChanges(tx, safeAddress)
  const decoded = [
    ...collectSigningRisks({
      delegateCalls: assessDelegateCalls(tx),
      refund,
      // An ERC-20 refund is shown in base units: its decimals are not read for a batch.
      refundText: formatRefund(refund, native, undefined),
      unverifiedState,
    }),
    ...criticalChangeRisks({ changes: criticalChanges, ownersBefore, ownSettingsChange: false })
      .risks,
  ].map((risk) => ({ ...risk, items: [...risk.items] }))
  for (const risk of simulated) {
    const same = decoded.find((existing) => existing.id === risk.id)
    if (same) same.items.push(...risk.items.map((item) => `Simulated: ${item}`))
    else decoded.push(risk)
  }
  return { risks: decoded, criticalChanges }
}
