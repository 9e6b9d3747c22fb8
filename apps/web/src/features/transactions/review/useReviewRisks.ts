import type { SafeTransactionData } from '@assent/core'
import { useMemo, useState } from 'react'
import type { CurrentSafe } from '../../safe/SafeContext'
import {
  assessDelegateCalls,
  type DelegateCallAssessment,
} from '../verification/assessDelegateCalls'
import { assessRefund } from '../verification/assessRefund'
import { type CriticalChange, findCriticalChanges } from '../verification/findCriticalChanges'
import { collectSigningRisks, type SigningRisk } from '../verification/signingRisks'
import { formatRefund, type RefundTokenInfo } from './formatRefund'

const noDelegateCalls: DelegateCallAssessment = { findings: [], needsAcknowledgement: false }

/**
 * The warnings of one review, judged from the SafeTx fields alone: critical settings changes,
 * delegate calls (nested batches included), gas refunds, and an on-chain state that could not be
 * checked. Owns what the user typed to acknowledge each risk.
 */
export function useReviewRisks({
  safe,
  tx,
  unverifiedState,
  refundToken,
}: {
  safe: CurrentSafe
  tx: SafeTransactionData | null | undefined
  /** Why the on-chain state is unverified; undefined when it was checked (or is loading). */
  unverifiedState?: string
  /** The refund token's symbol and decimals, when the refund is paid in an ERC-20. */
  refundToken?: RefundTokenInfo
}): {
  delegateCalls: DelegateCallAssessment
  criticalChanges: CriticalChange[]
  risks: SigningRisk[]
  acknowledgements: Record<string, string>
  acknowledge: (id: SigningRisk['id'], typed: string) => void
} {
  const [acknowledgements, setAcknowledgements] = useState<Record<string, string>>({})
  const delegateCalls = useMemo(() => (tx ? assessDelegateCalls(tx) : noDelegateCalls), [tx])
  const criticalChanges = useMemo(
    () => (tx ? findCriticalChanges(tx, safe.address) : []),
    [tx, safe.address],
  )
  const native = safe.chain.nativeCurrency
  const risks = useMemo(() => {
    const refund = tx ? assessRefund(tx) : undefined
    return collectSigningRisks({
      delegateCalls,
      refund,
      refundText: refund ? formatRefund(refund, native, refundToken) : undefined,
      unverifiedState,
    })
  }, [tx, delegateCalls, native, refundToken, unverifiedState])
  return {
    delegateCalls,
    criticalChanges,
    risks,
    acknowledgements,
    acknowledge: (id, typed) => setAcknowledgements((previous) => ({ ...previous, [id]: typed })),
  }
}
