import type { OnChainSafeState, VerificationProblem } from '@assent/review'
import { compareSafeState, safeStateFromGateway } from '@assent/review'
import type { VerificationSource } from '../../../verification-rpc/chooseVerificationRpc'
import { useSafeStateOnChain } from '../../../verification-rpc/useSafeStateOnChain'
import type { CurrentSafe } from '../../safe/SafeContext'

export type OnChainSafeStatus = 'verified' | 'mismatch' | 'unverified' | 'loading'

export type OnChainSafeStateResult = {
  /**
   * verified: the chain agrees with the gateway on every field; mismatch: it does not (see
   * `problems`, which block signing); unverified: nothing independent could read the chain
   * (see `unverifiedReason`: signing needs an acknowledgement); loading: reading.
   */
  status: OnChainSafeStatus
  /** The mismatches; [] when verified or unverified, undefined while loading. */
  problems: VerificationProblem[] | undefined
  /** What the chain said, when it could be read. */
  state: OnChainSafeState | undefined
  /** Why the state is unverified (only then), for useReviewRisks' `unverifiedState`. */
  unverifiedReason: string | undefined
  source: VerificationSource
  /** "your wallet's RPC (…)", "your pinned RPC https://…", "no independent RPC". */
  label: string
}

/**
 * Reads the Safe on chain through the wallet's or the user's pinned RPC (never the gateway's
 * rpcUri) and compares owners, threshold, nonce, modules, guard, fallback handler, singleton
 * and VERSION with the gateway's Safe info.
 */
export function useOnChainSafeState(safe: CurrentSafe): OnChainSafeStateResult {
  const read = useSafeStateOnChain(safe.chainId, safe.address)
  const common = { source: read.source, label: read.label }
  if (read.status === 'loading') {
    return {
      status: 'loading',
      problems: undefined,
      state: undefined,
      unverifiedReason: undefined,
      ...common,
    }
  }
  if (read.status === 'unverified') {
    return {
      status: 'unverified',
      problems: [],
      state: undefined,
      unverifiedReason: read.reason,
      ...common,
    }
  }
  const problems = compareSafeState(safeStateFromGateway(safe.safeInfo), read.state)
  return {
    status: problems.length ? 'mismatch' : 'verified',
    problems,
    state: read.state,
    unverifiedReason: undefined,
    ...common,
  }
}

/**
 * What the on-chain state adds to a sign button's blockers while it is being read. Mismatches
 * block as verification problems; an unverified state as the `unverified-state` risk until its
 * word is typed (useReviewRisks).
 */
export function onChainStateBlockers(result: OnChainSafeStateResult): string[] {
  return result.status === 'loading' ? ['Checking the Safe on chain…'] : []
}
