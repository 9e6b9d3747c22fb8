import type { SafeTransactionData } from '@assent/core'
import type { SigningRisk } from '@assent/review'
import {
  type ChildSimulationFindings,
  collectNestedApprovalRisks,
  findNestedApprovals,
  type NestedApprovalEntry,
  type NestedApprovalResolution,
  resolveNestedApproval,
} from '@assent/review'
import { type QueryObserverResult, useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useGateway } from '../../../kernel/GatewayProvider'
import { useVerificationClient } from '../../../verification-rpc/useVerificationClient'
import type { CurrentSafe } from '../../safe/SafeContext'
import {
  type TransactionSimulation,
  useTransactionSimulation,
} from '../simulation/review/useTransactionSimulation'
import { childSafeView } from './childSafeView'

export type NestedApprovals = {
  /** Every approval of another Safe's hash in the transaction, with what it was proven to be. */
  entries: NestedApprovalEntry[]
  /** The entry whose child transaction is simulated (the first proven one); -1 when none. */
  simulatedIndex: number
  /** The child Safe of that entry as read on chain, and its simulation. */
  simulated: { safe: CurrentSafe; simulation: TransactionSimulation } | undefined
  risks: SigningRisk[]
}

const noResolutions: (NestedApprovalResolution | undefined)[] = []

/** What each lookup answered; an unexpected failure is unproven, never "nothing found". */
function combineResolutions(
  results: QueryObserverResult<NestedApprovalResolution>[],
): (NestedApprovalResolution | undefined)[] {
  if (results.length === 0) return noResolutions
  return results.map((result) =>
    result.error
      ? { status: 'unproven', safe: undefined, reason: result.error.message }
      : result.data,
  )
}

/**
 * The nested-Safe approvals of the reviewed transaction (findNestedApprovals), each looked up at
 * the gateway and proven through the verification RPC (resolveNestedApproval), the first proven
 * child transaction simulated as the child's own review simulates it, and the risks of all of
 * them (collectNestedApprovalRisks). Called by useReviewRisks for the words and by
 * NestedApprovalReview to show them: both read the same queries.
 */
export function useNestedApprovals({
  safe,
  tx,
}: {
  safe: CurrentSafe
  tx: SafeTransactionData | null | undefined
}): NestedApprovals {
  const gateway = useGateway()
  const verification = useVerificationClient(safe.chainId)
  const approvals = useMemo(
    () => (tx ? findNestedApprovals(tx, safe.address) : []),
    [tx, safe.address],
  )
  const resolutions = useQueries({
    queries: approvals.map((approval) => ({
      queryKey: [
        'local',
        'nestedApproval',
        safe.chainId,
        safe.address,
        approval.kind,
        approval.hash,
        approval.kind === 'approveHash' ? approval.safe : approval.domainSeparator,
        verification.key,
      ],
      queryFn: () =>
        resolveNestedApproval(
          { gateway, client: verification.client },
          { chainId: safe.chainId, parent: safe.address, approval },
        ),
      // While the RPC client loads, the lookup waits rather than answering "no RPC".
      enabled: !verification.pending,
      staleTime: 30_000,
      retry: false,
    })),
    combine: combineResolutions,
  })
  const entries = useMemo(
    () => approvals.map((approval, index) => ({ approval, resolution: resolutions[index] })),
    [approvals, resolutions],
  )
  const simulatedIndex = entries.findIndex((entry) => entry.resolution?.status === 'transaction')
  const proven = entries[simulatedIndex]?.resolution
  const child = proven?.status === 'transaction' ? proven : undefined
  const childSafe = useMemo(
    () => child && childSafeView(safe, child.state, child.safe),
    [safe, child],
  )
  // The child is simulated as its own signers' review simulates it (never for a transaction
  // without approvals: nothing is passed then, and the hook stays idle).
  const simulation = useTransactionSimulation({
    safe: childSafe ?? safe,
    tx: child?.tx,
    safeTxHash: child?.safeTxHash,
    state: child?.state,
  })
  // The hook answers a new object each render; its status and findings are stable.
  const status = simulation.status
  const done = simulation.status === 'done' ? simulation : undefined
  const findings = useMemo<ChildSimulationFindings | undefined>(
    () =>
      child ? { status, risks: done?.risks ?? [], settings: done?.report.settings } : undefined,
    [child, status, done?.risks, done?.report.settings],
  )
  const native = safe.chain.nativeCurrency
  const risks = useMemo(
    () =>
      collectNestedApprovalRisks({
        chainId: safe.chainId,
        entries,
        simulatedIndex,
        simulation: findings,
        native,
      }),
    [safe.chainId, entries, simulatedIndex, findings, native],
  )
  return {
    entries,
    simulatedIndex,
    simulated: childSafe ? { safe: childSafe, simulation } : undefined,
    risks,
  }
}
