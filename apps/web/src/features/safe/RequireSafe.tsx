import { GatewayResponseError } from '@assent/gateway-client'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ErrorState } from '../../components/ErrorState'
import { Skeleton } from '../../components/Skeleton'
import { useSafeState } from './SafeContext'

/** Renders `children` once the URL's Safe is loaded; explains every way it can fail. */
export function RequireSafe({ children }: { children: ReactNode }) {
  const state = useSafeState()
  if (!state) throw new Error('RequireSafe must be used inside <SafeProvider>')
  const { param, chainsQuery, safeQuery, counterfactual } = state

  if (param.status === 'none') {
    return (
      <div className="page">
        <div className="card empty-state">
          <h1>No Safe selected</h1>
          <p className="muted">Open one of your Safes or load one by its address.</p>
          <Link to="/" className="button button-primary">
            Go to the welcome page
          </Link>
        </div>
      </div>
    )
  }
  if (param.status === 'invalid') {
    return <ErrorState title="This Safe address is not valid" message={param.error} />
  }
  if (chainsQuery.isError) {
    return (
      <ErrorState
        title="The gateway did not answer"
        message={chainsQuery.error.message}
        onRetry={() => chainsQuery.refetch()}
      />
    )
  }
  if (param.status === 'unknownChain') {
    if (chainsQuery.isPending) return <PageSkeleton />
    return (
      <ErrorState
        title="Unknown network"
        message={`The network "${param.shortName}" is not served by this gateway.`}
      />
    )
  }
  // An undeployed Safe of this browser: SafeProvider answers its stored setup (the shell shows
  // its Activate panel).
  if (counterfactual && !safeQuery.data) return children
  if (safeQuery.isError && !safeQuery.data) {
    const notFound =
      safeQuery.error instanceof GatewayResponseError && safeQuery.error.status === 404
    return notFound ? (
      <ErrorState
        title="No Safe found at this address"
        message={`There is no Safe at ${param.address} on ${param.chain.chainName}.`}
      />
    ) : (
      <ErrorState
        title="The Safe could not be loaded"
        message={safeQuery.error.message}
        onRetry={() => safeQuery.refetch()}
      />
    )
  }
  if (!safeQuery.data) return <PageSkeleton />
  return children
}

function PageSkeleton() {
  return (
    <section className="page" aria-busy="true" aria-label="Loading the Safe">
      <Skeleton width="40%" height="2rem" />
      <div className="card">
        <Skeleton height="1.2rem" />
        <Skeleton width="70%" height="1.2rem" />
        <Skeleton width="50%" height="1.2rem" />
      </div>
    </section>
  )
}
