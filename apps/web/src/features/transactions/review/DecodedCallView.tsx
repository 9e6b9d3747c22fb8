import { isKnownDelegateCallTarget } from '@assent/core'
import type { DataDecoded } from '@assent/gateway-client'
import { formatTokenAmount } from '@assent/gateway-client'
import type { LocalCall } from '@assent/review'
import type { Address } from 'viem'
import { AddressView } from '../../address-book/AddressView'
import type { CurrentSafe } from '../../safe/SafeContext'
import { DelegateFlag } from '../components/DelegateFlag'
import { CallTarget } from './CallTarget'
import { TokenAmountRow } from './TokenAmountRow'

/**
 * A call as decoded in the browser, as the chain will run it: target (full address), value,
 * operation (delegate calls flagged), method and parameters, and for batches every action,
 * nested as deep as they go. What could not be decoded exactly is shown in red where it occurs.
 * The gateway's decoding is shown only as a labelled hint for data no local ABI knows.
 */
export function DecodedCallView({
  call,
  safe,
  hint,
}: {
  call: LocalCall
  safe: CurrentSafe
  hint?: DataDecoded | null
}) {
  const symbol = safe.chain.nativeCurrency.symbol
  const isAction = call.path.length > 0
  return (
    <div className="tx-action" data-testid={isAction ? 'decoded-action' : 'decoded-call'}>
      {call.problems.length > 0 && (
        <ul className="tx-critical" data-testid="decode-problems">
          {call.problems.map((problem) => (
            <li key={`${problem.kind}-${problem.message}`}>⚠ {problem.message}</li>
          ))}
        </ul>
      )}
      <dl className="tx-kv">
        {isAction && (
          <>
            <dt>Action</dt>
            <dd data-testid="action-path">#{call.path.map((index) => index + 1).join('.')}</dd>
          </>
        )}
        <dt>To</dt>
        <dd>
          <CallTarget address={call.to} chainId={safe.chainId} />
        </dd>
        {call.value > 0n && (
          <>
            <dt>Value</dt>
            <dd>
              {formatTokenAmount(call.value.toString(), safe.chain.nativeCurrency.decimals, {
                maxFractionDigits: 18,
              })}{' '}
              {symbol}
              {call.operation === 1 && <span className="muted"> (a delegate call sends none)</span>}
            </dd>
          </>
        )}
        <dt>Operation</dt>
        <dd data-testid="operation">
          <OperationLabel operation={call.operation} to={call.to} />
        </dd>
        <dt>Method</dt>
        <dd data-testid="method">
          {call.method ??
            (call.data === '0x' ? (
              <span className="muted">none (plain transfer)</span>
            ) : hint && !isAction ? (
              <>
                {hint.method}{' '}
                <span className="badge badge-warning">decoded by the gateway, not verified</span>
              </>
            ) : (
              <span className="muted">unknown — check the raw data</span>
            ))}
        </dd>
        {call.params.map((param) => (
          <ParamRow
            key={param.name}
            name={param.name}
            type={param.type}
            value={param.value}
            chainId={safe.chainId}
          />
        ))}
        {!call.method &&
          !isAction &&
          hint?.parameters?.map((param) => (
            <ParamRow
              key={param.name}
              name={param.name}
              type={param.type}
              value={typeof param.value === 'string' ? param.value : JSON.stringify(param.value)}
            />
          ))}
        <TokenAmountRow call={call} chainId={safe.chainId} />
      </dl>
      {call.actions?.map((action) => (
        <DecodedCallView key={action.path.join('.')} call={action} safe={safe} />
      ))}
    </div>
  )
}

function OperationLabel({ operation, to }: { operation: number; to: Address }) {
  if (operation === 0) return <>call (0)</>
  if (operation === 1) {
    return (
      <>
        delegatecall (1) <DelegateFlag known={isKnownDelegateCallTarget(to)} />
      </>
    )
  }
  return <span className="tx-critical">invalid ({operation})</span>
}

function ParamRow({
  name,
  type,
  value,
  chainId,
}: {
  name: string
  type: string
  value: string
  /** Set for decoded parameters: an address then shows with its address book name. */
  chainId?: string
}) {
  const isAddressValue = type === 'address' && /^0x[0-9a-fA-F]{40}$/.test(value)
  return (
    <>
      <dt>
        {name} <span className="muted">{type}</span>
      </dt>
      <dd className="mono" data-param-type={type}>
        {isAddressValue && chainId ? (
          <AddressView address={value} chainId={chainId} size={20} full />
        ) : (
          value
        )}
      </dd>
    </>
  )
}
