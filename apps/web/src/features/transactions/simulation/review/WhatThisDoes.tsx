import './simulation.css'
import { formatTokenAmount } from '@assent/gateway-client'
import type {
  ApprovalGrant,
  AssetChange,
  CriticalChange,
  ReportToken,
  SimulationReport,
} from '@assent/review'
import { AddressView } from '../../../address-book/AddressView'
import type { CurrentSafe } from '../../../safe/SafeContext'
import type { TransactionSimulation } from './useTransactionSimulation'

const MODE_NAMES = {
  eth_simulateV1: 'eth_simulateV1',
  debug_traceCall: 'debug_traceCall (call and prestate tracers)',
  eth_call: 'eth_call with state overrides (outcome only: this RPC shows no logs)',
} as const

const FIELD_NAMES = {
  owners: 'Owners',
  threshold: 'Threshold',
  modules: 'Modules',
  guard: 'Guard',
  fallbackHandler: 'Fallback handler',
  singleton: 'Singleton (implementation)',
} as const

/**
 * "What this does": the transaction simulated in the browser against the chain — outcome and
 * gas, assets in and out of the Safe, approvals, the Safe's settings afterwards, and notices.
 * Critical findings are the review's risks (typed acknowledgement), shown above by the caller.
 */
export function WhatThisDoes({
  simulation,
  safe,
  criticalChanges = [],
}: {
  simulation: TransactionSimulation
  safe: CurrentSafe
  /** What the local decoder found: a simulation showing no change never contradicts it. */
  criticalChanges?: readonly CriticalChange[]
}) {
  return (
    <section className="tx-section" data-testid="what-this-does" aria-live="polite">
      <h3>What this does</h3>
      {simulation.status === 'loading' && (
        <p className="muted" aria-busy="true" data-testid="simulation-loading">
          Simulating through {simulation.label}…
        </p>
      )}
      {simulation.status === 'unavailable' && (
        <p className="tx-warning-box" data-testid="simulation-unavailable">
          Not simulated: {simulation.reason} Signing still works — read the decoded call below with
          care.
        </p>
      )}
      {simulation.status === 'done' && (
        <SimulationResult
          report={simulation.report}
          notices={simulation.notices}
          label={simulation.label}
          safe={safe}
          criticalChanges={criticalChanges}
        />
      )}
    </section>
  )
}

function SimulationResult({
  report,
  notices,
  label,
  safe,
  criticalChanges,
}: {
  report: SimulationReport
  notices: Extract<TransactionSimulation, { status: 'done' }>['notices']
  label: string
  safe: CurrentSafe
  criticalChanges: readonly CriticalChange[]
}) {
  const { run } = report
  const gas = run.gasUsed === undefined ? '' : ` · gas used ${run.gasUsed.toLocaleString('en')}`
  return (
    <>
      <p
        className={run.outcome === 'success' ? 'tx-ok-box' : 'tx-warning-box'}
        data-testid="simulation-outcome"
        data-outcome={run.outcome}
      >
        {run.outcome === 'success' && `Succeeds${gas}`}
        {run.outcome === 'execution-failure' &&
          `The Safe's call fails: ${run.revertReason ?? 'no reason given'}${gas}`}
        {run.outcome === 'reverted' &&
          `Reverts: ${run.revertReason ?? 'no reason given'} — nothing would happen${gas}`}
      </p>
      {notices.length > 0 && (
        <ul className="simulation-notices" data-testid="simulation-notices">
          {notices.map((notice) => (
            <li
              key={notice.text}
              className={notice.level === 'warning' ? 'tx-warning-box' : 'muted'}
              data-notice={notice.id}
            >
              {notice.text}
            </li>
          ))}
        </ul>
      )}
      {run.logs !== undefined && (
        <>
          <h4>Assets</h4>
          {report.assetChanges.length === 0 ? (
            <p className="muted" data-testid="asset-changes-none">
              No asset enters or leaves the Safe.
            </p>
          ) : (
            <ul className="simulation-list" data-testid="asset-changes">
              {report.assetChanges.map((change, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: rebuilt whole, never reordered; two identical transfers both show
                  key={`${index}-${change.kind}`}
                  data-testid="asset-change"
                  data-direction={change.direction}
                >
                  <span className={change.direction === 'out' ? 'simulation-out' : 'simulation-in'}>
                    {describeChange(change, report.tokens, safe)}
                  </span>{' '}
                  {change.direction === 'out' ? '→' : '←'}{' '}
                  <AddressView address={change.counterparty} chainId={safe.chainId} size={20} />
                </li>
              ))}
            </ul>
          )}
          {report.approvals.length > 0 && (
            <>
              <h4>Approvals</h4>
              <ul className="simulation-list" data-testid="approvals">
                {report.approvals.map((approval, index) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: rebuilt whole, never reordered
                    key={`${index}-${approval.spender}`}
                    data-testid="approval"
                  >
                    {describeApproval(approval, report.tokens)} to{' '}
                    <AddressView address={approval.spender} chainId={safe.chainId} size={20} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <h4>Safe settings</h4>
      {report.settings === undefined && (
        <p className="tx-warning-box" data-testid="settings-unknown">
          Unknown: this simulation cannot read the Safe afterwards, so it cannot tell whether the
          owners, threshold, modules, guard, fallback handler or singleton change.
        </p>
      )}
      {report.settings !== undefined && (
        <>
          {report.settings.length === 0 && criticalChanges.length > 0 && (
            <p className="tx-warning-box" data-testid="settings-unchanged-contradicted">
              The simulation saw no change, but the transaction calls the Safe's own settings
              (above). A contract can act differently under a simulation than when executed: the
              finding above stands.
            </p>
          )}
          {report.settings.length === 0 && criticalChanges.length === 0 && (
            <p className="muted" data-testid="settings-unchanged">
              Owners, threshold, modules, guard, fallback handler and singleton stay as they are in
              the simulation.
            </p>
          )}
          {report.settings.length > 0 && (
            <ul className="simulation-list" data-testid="settings-changes">
              {report.settings.map((change) => (
                <li
                  key={change.field}
                  className={change.critical ? 'tx-critical' : undefined}
                  data-testid="settings-change"
                  data-field={change.field}
                >
                  <strong>{FIELD_NAMES[change.field]}</strong>:{' '}
                  <span className="mono tx-wrap">{change.before}</span> →{' '}
                  <span className="mono tx-wrap">{change.after}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p className="field-hint" data-testid="simulation-mode" data-mode={run.mode}>
        {`Simulated with ${MODE_NAMES[run.mode]} at block ${run.blockNumber} through ${label}; the chain may change before execution.`}
        {report.queuedBefore > 0 &&
          ` Simulated as if it were next: the ${report.queuedBefore} queued transaction${report.queuedBefore === 1 ? '' : 's'} before it ${report.queuedBefore === 1 ? 'is' : 'are'} not applied.`}
        {run.fallbacks.length > 0 && ` Richer modes unavailable: ${run.fallbacks.join('; ')}.`}
      </p>
    </>
  )
}

function tokenMeta(tokens: Record<string, ReportToken>, token: string) {
  const info = tokens[token.toLowerCase()]
  return info && !('error' in info) ? info : undefined
}

/** "−48,750 aUSD", "+1 APNK #7", in the token's own decimals when it tells them. */
function describeChange(
  change: AssetChange,
  tokens: Record<string, ReportToken>,
  safe: CurrentSafe,
): string {
  const sign = change.direction === 'out' ? '−' : '+'
  if (change.kind === 'native') {
    const { decimals, symbol } = safe.chain.nativeCurrency
    return `${sign}${formatTokenAmount(change.amount.toString(), decimals, { maxFractionDigits: decimals })} ${symbol}`
  }
  const meta = tokenMeta(tokens, change.token)
  const symbol = meta?.symbol ?? change.token
  if (change.kind === 'erc721') return `${sign}1 ${symbol} #${change.tokenId}`
  if (change.kind === 'erc1155') return `${sign}${change.amount} × ${symbol} #${change.tokenId}`
  if (meta?.decimals === null || meta?.decimals === undefined) {
    return `${sign}${change.amount} base units of ${symbol} (its decimals could not be read)`
  }
  return `${sign}${formatTokenAmount(change.amount.toString(), meta.decimals, { maxFractionDigits: meta.decimals })} ${symbol}`
}

function describeApproval(approval: ApprovalGrant, tokens: Record<string, ReportToken>): string {
  const meta = tokenMeta(tokens, approval.token)
  const symbol = meta?.symbol ?? approval.token
  if (approval.kind === 'operator') {
    return approval.approved
      ? `Every ${symbol} token may be moved`
      : `Operator removed for ${symbol}`
  }
  if (approval.kind === 'erc721') return `${symbol} #${approval.tokenId} may be moved`
  if (approval.unlimited) return `UNLIMITED ${symbol} may be spent`
  const amount =
    meta?.decimals === null || meta?.decimals === undefined
      ? `${approval.amount} base units of`
      : formatTokenAmount(approval.amount.toString(), meta.decimals, {
          maxFractionDigits: meta.decimals,
        })
  return `${amount} ${symbol} may be spent`
}
