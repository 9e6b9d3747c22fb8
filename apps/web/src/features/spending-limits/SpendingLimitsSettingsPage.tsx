import { formatTokenAmount } from '@assent/gateway-client'
import { buildDeleteSpendingLimit, buildResetSpendingLimit } from '@assent/review'
import { Skeleton } from '../../components/Skeleton'
import { lazyWalletComponent } from '../../wallet/lazyWalletComponent'
import { AddressView } from '../address-book/AddressView'
import { RequireSafe } from '../safe/RequireSafe'
import { type CurrentSafe, useCurrentSafe } from '../safe/SafeContext'
import { TransactionFlowHost } from '../transactions/flow/TransactionFlowHost'
import { NewSpendingLimitForm } from './NewSpendingLimitForm'
import { proposeSpendingLimitChange } from './proposeSpendingLimitChange'
import { describeResetPeriod } from './resetPeriods'
import { type ShownSpendingLimit, useSpendingLimits } from './useSpendingLimits'

const SpendWithinLimitForm = lazyWalletComponent(() => import('./SpendWithinLimitForm'))

/**
 * /settings/spending-limits: the Safe's spending limits (the Allowance module). Owners add,
 * reset and delete them, each an ordinary reviewed proposal; a beneficiary, owner or not,
 * spends within theirs with one signature and no confirmation round.
 */
export function SpendingLimitsSettingsPage() {
  return (
    <RequireSafe>
      <SpendingLimitsPanel />
      {/* Settings sit outside the Safe layout: the owners' proposals open here. */}
      <TransactionFlowHost />
    </RequireSafe>
  )
}

/** The page without its Safe gate: the limits, the beneficiary’s form and the owners’ form. */
export function SpendingLimitsPanel() {
  const safe = useCurrentSafe()
  const view = useSpendingLimits(safe)
  return (
    <>
      <section
        className="card"
        aria-labelledby="spending-limits-title"
        data-testid="spending-limits"
      >
        <h2 id="spending-limits-title">Spending limits</h2>
        <p className="muted">
          A beneficiary spends up to their limit from the Safe alone, with one signature and no
          confirmations by owners. Adding, resetting and deleting a limit are transactions of the
          Safe, reviewed and confirmed like any other.
        </p>
        {view.status === 'loading' && <Skeleton width="60%" />}
        {view.status === 'unavailable' && (
          <p className="field-error" data-testid="spending-limits-unavailable">
            {view.reason}
          </p>
        )}
        {view.status === 'ready' &&
          (view.limits.length === 0 ? (
            <p className="muted" data-testid="spending-limits-empty">
              No spending limits
              {view.moduleEnabled ? '' : ' (the spending-limit module is not enabled)'}.
            </p>
          ) : (
            <ul className="list">
              {view.limits.map((limit) => (
                <SpendingLimitRow
                  key={`${limit.delegate}-${limit.token ?? 'native'}`}
                  limit={limit}
                  safe={safe}
                />
              ))}
            </ul>
          ))}
      </section>
      {view.status === 'ready' && <SpendWithinLimitForm limits={view.limits} />}
      {view.status === 'ready' && (
        <NewSpendingLimitForm moduleEnabled={view.moduleEnabled} delegates={view.delegates} />
      )}
    </>
  )
}

function SpendingLimitRow({ limit, safe }: { limit: ShownSpendingLimit; safe: CurrentSafe }) {
  const amount = (value: bigint) =>
    `${formatTokenAmount(String(value), limit.decimals)} ${limit.symbol}`
  const target = { delegate: limit.delegate, token: limit.token }
  return (
    <li className="list-row" data-testid="spending-limit-row">
      <AddressView address={limit.delegate} chainId={safe.chainId} />
      <span data-testid="spending-limit-amount">
        {amount(limit.amount)} · {describeResetPeriod(limit.resetTimeMin)}
      </span>
      <span className="muted" data-testid="spending-limit-spent">
        {amount(limit.spent)} spent, {amount(limit.remaining)} left
        {limit.nextResetAt !== null &&
          ` · resets ${new Date(limit.nextResetAt * 1000).toLocaleString()}`}
      </span>
      <span className="actions">
        <button
          type="button"
          className="button"
          data-testid="spending-limit-reset"
          disabled={limit.spent === 0n}
          onClick={() => proposeSpendingLimitChange(buildResetSpendingLimit(target))}
        >
          Reset
        </button>
        <button
          type="button"
          className="button"
          data-testid="spending-limit-delete"
          onClick={() => proposeSpendingLimitChange(buildDeleteSpendingLimit(target))}
        >
          Delete
        </button>
      </span>
    </li>
  )
}
