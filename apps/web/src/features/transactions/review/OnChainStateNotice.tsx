import { Link } from '@tanstack/react-router'
import { useSafeState } from '../../safe/SafeContext'
import type { OnChainSafeStateResult } from '../hooks/useOnChainSafeState'

/**
 * One line on how far the Safe's on-chain state was checked, for the review: verified (and
 * through which RPC), being read, or unverified with the reason and where to pin an RPC.
 * Mismatches are not shown here: they are verification problems (VerificationAlert).
 */
export function OnChainStateNotice({ result }: { result: OnChainSafeStateResult }) {
  const safe = useSafeState()?.safeParam
  switch (result.status) {
    case 'verified':
      return (
        <p className="field-hint" data-testid="onchain-state-verified">
          Checked on chain through {result.label}: owners, threshold, nonce, modules, guard,
          fallback handler, implementation and version match the gateway.
        </p>
      )
    case 'loading':
      return (
        <p className="field-hint" aria-busy="true" data-testid="onchain-state-loading">
          Reading the Safe on chain through {result.label}…
        </p>
      )
    case 'unverified':
      return (
        <div className="tx-warning-box" role="status" data-testid="onchain-state-unverified">
          <p>
            <strong>The Safe's on-chain state is unverified.</strong> {result.unverifiedReason}
          </p>
          <p>
            Owners, threshold, nonce, modules and guard are shown as the gateway says. Pin an RPC
            you trust in{' '}
            <Link to="/settings/verification-rpc" search={{ safe }}>
              Settings → Verification RPC
            </Link>{' '}
            or connect a browser-extension wallet on this network.
          </p>
        </div>
      )
    default:
      return null
  }
}
