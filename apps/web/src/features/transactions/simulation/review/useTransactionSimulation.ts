import type { SafeTransactionData } from '@assent/core'
import type {
  KnownAddress,
  OnChainSafeState,
  SigningRisk,
  SimulationNotice,
  SimulationReport,
} from '@assent/review'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { Hex } from 'viem'
import { useLocalStore } from '../../../../kernel/createLocalStore'
import { useVerificationClient } from '../../../../verification-rpc/useVerificationClient'
import { addressBookOnChain, addressBookStore } from '../../../address-book/addressBookStore'
import type { CurrentSafe } from '../../../safe/SafeContext'
import { useConnectedAddress } from './useConnectedAddress'
import { usePastCounterparties } from './usePastCounterparties'

export type TransactionSimulation =
  | { status: 'loading'; label: string }
  /** Nothing to simulate with, or the RPC could not: a warning, never a block. */
  | { status: 'unavailable'; reason: string; label: string }
  | {
      status: 'done'
      label: string
      report: SimulationReport
      risks: SigningRisk[]
      notices: SimulationNotice[]
    }

// The simulation code loads with the first review, not with the page.
const loadAnalysis = () =>
  Promise.all([
    import('@assent/review/analyseTransaction'),
    import('@assent/review/collectSimulationFindings'),
  ])

/**
 * Simulates the reviewed transaction through the verification RPC (the wallet's or the user's
 * pinned one, never the gateway's) at the block the Safe's state was read at, and judges the
 * result. Re-runs when the state is read again at a newer block.
 */
export function useTransactionSimulation({
  safe,
  tx,
  safeTxHash,
  state,
  stateUnavailable,
}: {
  safe: CurrentSafe
  tx: SafeTransactionData | null | undefined
  safeTxHash: Hex | undefined
  /** The Safe as read on chain; undefined while reading or when it could not be. */
  state: OnChainSafeState | undefined
  /** Why the Safe could not be read on chain, when it could not: nothing to simulate on. */
  stateUnavailable?: string
}): TransactionSimulation {
  const { client, label, key, pending } = useVerificationClient(safe.chainId)
  // Simulated as sent by the connected signer, who may execute it: a contract cannot single out
  // a fixed simulation sender (without a wallet, each run gets a fresh address).
  const executor = useConnectedAddress()
  // Fetch the simulation code while the transaction and the Safe's state are still loading.
  useEffect(() => {
    loadAnalysis().catch(() => {})
  }, [])
  const book = useLocalStore(addressBookStore)
  const known = useMemo<KnownAddress[]>(
    () => [
      ...(state?.owners ?? []).map((address, index) => ({ address, name: `owner ${index + 1}` })),
      ...addressBookOnChain(book, safe.chainId).map((entry) => ({
        address: entry.address,
        name: entry.name,
      })),
    ],
    [state?.owners, book, safe.chainId],
  )
  const history = usePastCounterparties(safe)
  const enabled = Boolean(client && tx && safeTxHash && state)
  const query = useQuery({
    queryKey: [
      'local',
      'simulation',
      safe.chainId,
      safe.address,
      safeTxHash,
      String(state?.blockNumber),
      key,
      executor,
    ],
    queryFn: async () => {
      if (!client || !tx || !safeTxHash || !state) throw new Error('Nothing to simulate.')
      const [{ analyseTransaction }] = await loadAnalysis()
      return analyseTransaction({
        client,
        chainId: Number(safe.chainId),
        safe: safe.address,
        tx,
        safeTxHash,
        state,
        executor,
      })
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
  })
  const findings = useQuery({
    queryKey: ['local', 'simulation-findings', query.dataUpdatedAt, known, history],
    queryFn: async () => {
      const [, { collectSimulationFindings }] = await loadAnalysis()
      if (!query.data || !tx) throw new Error('No simulation.')
      return collectSimulationFindings({
        report: query.data,
        tx,
        safe: safe.address,
        known,
        history,
        nativeSymbol: safe.chain.nativeCurrency.symbol,
      })
    },
    // Past counterparties are waited for: a look-alike of one must not show up after signing.
    enabled: Boolean(query.data && tx && history),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

  if (!client && !pending) {
    return {
      status: 'unavailable',
      label,
      reason:
        'No independent RPC to simulate with: connect a wallet on this network or pin an RPC in Settings → Verification RPC.',
    }
  }
  if (stateUnavailable) {
    return {
      status: 'unavailable',
      label,
      reason: `The Safe could not be read on chain. ${stateUnavailable}`,
    }
  }
  if (query.error) return { status: 'unavailable', label, reason: query.error.message }
  if (findings.error) return { status: 'unavailable', label, reason: findings.error.message }
  if (query.data && findings.data) {
    return { status: 'done', label, report: query.data, ...findings.data }
  }
  return { status: 'loading', label }
}

/** What the simulation adds to the sign button's blockers: only a moment while it runs. */
export function simulationBlockers(simulation: TransactionSimulation): string[] {
  return simulation.status === 'loading' ? ['Simulating the transaction…'] : []
}
