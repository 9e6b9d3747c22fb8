import { isKnownDelegateCallTarget } from '@assent/core'
import type { DataDecoded } from '@assent/gateway-client'
import { AddressView } from '../../../components/AddressView'
import { formatTokenAmount } from '../../balances/formatTokenAmount'
import type { CurrentSafe } from '../../safe/SafeContext'
import { DelegateFlag } from '../components/DelegateFlag'
import type { LocalCall } from '../decode/decodeCallLocally'

/**
 * A call as decoded in the browser: target, value, operation (delegate calls flagged), method
 * and parameters, and for batches every action, nested. The gateway's decoding is shown only as
 * a labelled hint for data no local ABI knows.
 */
export function DecodedCallView({
  call,
  safe,
  hint,
  index,
}: {
  call: LocalCall
  safe: CurrentSafe
  hint?: DataDecoded | null
  index?: number
}) {
  const symbol = safe.chain.nativeCurrency.symbol
  return (
    <div
      className="tx-action"
      data-testid={index === undefined ? 'decoded-call' : 'decoded-action'}
    >
      <dl className="tx-kv">
        {index !== undefined && (
          <>
            <dt>Action</dt>
            <dd>#{index + 1}</dd>
          </>
        )}
        <dt>To</dt>
        <dd>
          <AddressView address={call.to} chainId={safe.chainId} size={20} />
        </dd>
        {call.value > 0n && (
          <>
            <dt>Value</dt>
            <dd>
              {formatTokenAmount(call.value.toString(), safe.chain.nativeCurrency.decimals, {
                maxFractionDigits: 18,
              })}{' '}
              {symbol}
            </dd>
          </>
        )}
        <dt>Operation</dt>
        <dd data-testid="operation">
          {call.operation === 1 ? (
            <>
              delegatecall (1) <DelegateFlag known={isKnownDelegateCallTarget(call.to)} />
            </>
          ) : (
            'call (0)'
          )}
        </dd>
        <dt>Method</dt>
        <dd data-testid="method">
          {call.method ??
            (call.data === '0x' ? (
              <span className="muted">none (plain transfer)</span>
            ) : hint ? (
              <>
                {hint.method}{' '}
                <span className="badge badge-warning">decoded by the gateway, not verified</span>
              </>
            ) : (
              <span className="muted">unknown — check the raw data</span>
            ))}
        </dd>
        {call.params.map((param) => (
          <ParamRow key={param.name} name={param.name} type={param.type} value={param.value} />
        ))}
        {!call.method &&
          hint?.parameters?.map((param) => (
            <ParamRow
              key={param.name}
              name={param.name}
              type={param.type}
              value={typeof param.value === 'string' ? param.value : JSON.stringify(param.value)}
            />
          ))}
      </dl>
      {call.actions?.map((action, actionIndex) => (
        <DecodedCallView
          // biome-ignore lint/suspicious/noArrayIndexKey: batch actions have no identity but their position
          key={actionIndex}
          call={action}
          safe={safe}
          index={actionIndex}
        />
      ))}
    </div>
  )
}

function ParamRow({ name, type, value }: { name: string; type: string; value: string }) {
  return (
    <>
      <dt>
        {name} <span className="muted">{type}</span>
      </dt>
      <dd className="mono">{value}</dd>
    </>
  )
}
