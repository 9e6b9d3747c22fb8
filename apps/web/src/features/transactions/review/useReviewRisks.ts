import { type SafeTransactionData, safeTxHash } from '@assent/core'
import {
  assessDelegateCalls,
  assessRefund,
  type CriticalChange,
  collectSigningRisks,
  criticalChangeRisks,
  type DelegateCallAssessment,
  findCriticalChanges,
  formatRefund,
  type OwnerChangeSummary,
  type RefundTokenInfo,
  type SigningRisk,
  simulatedOwnerChangeRisk,
} from '@assent/review'
import { useMemo, useState } from 'react'
import { isAddressEqual, zeroAddress } from 'viem'
import { useVerifiedTokenInfo } from '../../../verification-rpc/useVerifiedTokenInfo'
import type { CurrentSafe } from '../../safe/SafeContext'
import type { OnChainSafeStateResult } from '../hooks/useOnChainSafeState'
import {
  type TransactionSimulation,
  useTransactionSimulation,
} from '../simulation/review/useTransactionSimulation'
import { useNestedApprovals } from './useNestedApprovals'

const noDelegateCalls: DelegateCallAssessment = { findings: [], needsAcknowledgement: false }
const noRisks: SigningRisk[] = []

/**
 * The warnings of one review, judged from the SafeTx fields, the on-chain check and the
 * simulation: critical settings changes, delegate calls (nested batches included), gas refunds
 * (an ERC-20 refund in the token's own decimals, read through the verification RPC), an
 * on-chain state that could not be checked, and what the simulation found (a Safe taken over,
 * a hidden approval, a look-alike address). Owns what the user typed to acknowledge each risk.
 */
export function useReviewRisks({
  safe,
  tx,
  chainState,
  ownSettingsChange = false,
}: {
  safe: CurrentSafe
  tx: SafeTransactionData | null | undefined
  /**
   * The signer built this transaction in Settings (owners, threshold) and is proposing it: its
   * owner changes are summarised, not a risk to type a word for. Co-signers never get this.
   */
  ownSettingsChange?: boolean
  /**
   * The Safe's on-chain check: an unverified state is a risk to acknowledge; a read state is
   * what the simulation runs on.
   */
  chainState: Pick<OnChainSafeStateResult, 'unverifiedReason' | 'state'>
}): {
  simulation: TransactionSimulation
  delegateCalls: DelegateCallAssessment
  criticalChanges: CriticalChange[]
  /** The owner changes the signer built in Settings, with the owners they leave. */
  ownerSummary?: OwnerChangeSummary
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
  const refundToken = useRefundToken(safe.chainId, tx)
  const unverifiedState = chainState.unverifiedReason
  const version = safe.safeInfo.version
  const hash = useMemo(
    () =>
      tx && version
        ? safeTxHash({
            chainId: BigInt(safe.chainId),
            safeAddress: safe.address,
            safeVersion: version,
            tx,
          })
        : undefined,
    [tx, version, safe.chainId, safe.address],
  )
  const simulation = useTransactionSimulation({
    safe,
    tx,
    safeTxHash: hash,
    state: chainState.state,
    stateUnavailable: unverifiedState,
  })
  const simulationRisks = simulation.status === 'done' ? simulation.risks : noRisks
  const simulatedSettings = simulation.status === 'done' ? simulation.report.settings : undefined
  const ownersBefore = chainState.state
  const staticFindings = useMemo(
    () => criticalChangeRisks({ changes: criticalChanges, ownersBefore, ownSettingsChange }),
    [criticalChanges, ownersBefore, ownSettingsChange],
  )
  // Approvals of another Safe's hash: that Safe's transaction and its risks (transactions/nested).
  const nestedRisks = useNestedApprovals({ safe, tx }).risks
  const risks = useMemo(() => {
    const refund = tx ? assessRefund(tx) : undefined
    return [
      ...collectSigningRisks({
        delegateCalls,
        refund,
        refundText: refund ? formatRefund(refund, native, refundToken) : undefined,
        unverifiedState,
      }),
      ...mergeSimulationRisks(
        staticFindings.risks,
        simulationRisks,
        staticFindings.ownerSummary ? undefined : simulatedOwnerChangeRisk(simulatedSettings),
      ),
      ...nestedRisks,
    ]
  }, [
    nestedRisks,
    tx,
    delegateCalls,
    native,
    refundToken,
    unverifiedState,
    staticFindings,
    simulationRisks,
    simulatedSettings,
  ])
  return {
    simulation,
    delegateCalls,
    criticalChanges,
    ownerSummary: staticFindings.ownerSummary,
    risks,
    acknowledgements,
    acknowledge: (id, typed) => setAcknowledgements((previous) => ({ ...previous, [id]: typed })),
  }
}

/**
 * The decoder's risks and the simulation's, one box per id: a simulation finding of the same
 * kind adds its lines to the decoder's box (it never replaces or clears it).
 */
function mergeSimulationRisks(
  decoded: readonly SigningRisk[],
  simulated: readonly SigningRisk[],
  simulatedOwnerChange: SigningRisk | undefined,
): SigningRisk[] {
  const merged = decoded.map((risk) => ({ ...risk, items: [...risk.items] }))
  for (const risk of [...simulated, ...(simulatedOwnerChange ? [simulatedOwnerChange] : [])]) {
    const same = merged.find((existing) => existing.id === risk.id)
    if (same) same.items.push(...risk.items.map((item) => `Simulated: ${item}`))
    else merged.push(risk)
  }
  return merged
}

/** The refund token's symbol and decimals as its contract answers them (ERC-20 refunds only). */
function useRefundToken(
  chainId: string,
  tx: SafeTransactionData | null | undefined,
): RefundTokenInfo | undefined {
  const gasToken =
    tx && tx.gasPrice > 0n && !isAddressEqual(tx.gasToken, zeroAddress) ? tx.gasToken : undefined
  const token = useVerifiedTokenInfo(chainId, gasToken)
  const decimals = token.status === 'verified' ? token.decimals : null
  const symbol = token.status === 'verified' ? (token.symbol ?? 'tokens') : 'tokens'
  // Primitive dependencies: the hook answers a new object on every render.
  return useMemo(
    () => (gasToken && decimals !== null ? { symbol, decimals, verified: true } : undefined),
    [gasToken, decimals, symbol],
  )
}
