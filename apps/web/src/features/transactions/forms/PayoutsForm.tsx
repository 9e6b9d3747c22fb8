import { type PreparePayoutsReturnType, preparePayouts } from '@assent/review'
import { useState } from 'react'
import { formatUnits } from 'viem'
import { useVerificationClient } from '../../../verification-rpc/useVerificationClient'
import { useCurrentSafe } from '../../safe/SafeContext'
import type { TransactionDraft } from '../request/draft'

const EXAMPLE = 'token_type,token_address,receiver,amount\nnative,,0x…,0.5'

/**
 * Payouts from a CSV in the CSV Airdrop app's format: every line is checked against the chain
 * (through the verification RPC, never the gateway) and shown with its errors; only a file
 * without errors becomes one MultiSendCallOnly batch for the review.
 */
export function PayoutsForm({ onDraft }: { onDraft: (draft: TransactionDraft) => void }) {
  const safe = useCurrentSafe()
  const { client, label } = useVerificationClient(safe.chainId)
  const [csv, setCsv] = useState('')
  const [result, setResult] = useState<PreparePayoutsReturnType | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)

  const edit = (text: string) => {
    setCsv(text)
    setResult(null)
    setFailure(null)
  }
  const check = async () => {
    if (!client) return
    setChecking(true)
    try {
      setResult(
        await preparePayouts(client, {
          chainId: Number(safe.chainId),
          safeAddress: safe.address,
          safeVersion: safe.safeInfo.version ?? '',
          csv,
          chainShortName: safe.chain.shortName,
          nativeSymbol: safe.chain.nativeCurrency.symbol,
        }),
      )
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setChecking(false)
    }
  }
  const batch = result?.batch

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (!batch || !result) return
        onDraft({
          title: `Payouts: ${result.transfers.length} transfers`,
          call: { to: batch.to, value: batch.value, data: batch.data, operation: batch.operation },
        })
      }}
    >
      <label className="field">
        <span className="field-label">CSV file</span>
        <input
          type="file"
          accept=".csv,text/csv"
          data-testid="payouts-file"
          onChange={async (event) => {
            const file = event.target.files?.[0]
            if (file) edit(await file.text())
          }}
        />
      </label>
      <label className="field">
        <span className="field-label">
          Payout lines (token_type, token_address, receiver, amount)
        </span>
        <textarea
          className="input"
          rows={8}
          value={csv}
          placeholder={EXAMPLE}
          onChange={(event) => edit(event.target.value)}
          data-testid="payouts-csv"
        />
        <span className="field-hint">Tokens and balances are read through {label}.</span>
      </label>
      <button
        type="button"
        className="button"
        disabled={!client || csv.trim() === '' || checking}
        onClick={check}
        data-testid="payouts-check"
      >
        {checking ? 'Checking…' : 'Check the lines'}
      </button>
      {failure && <p className="field-error">{failure}</p>}
      {result && (
        <div data-testid="payouts-result">
          {result.issues.length > 0 && (
            <ul data-testid="payouts-issues">
              {result.issues.map((issue, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: issues are a fixed list per check
                  key={index}
                  className={issue.severity === 'error' ? 'field-error' : 'field-hint'}
                  data-testid={`payouts-issue-${issue.line}`}
                >
                  {issue.line > 0 ? `Line ${issue.line}: ` : ''}
                  {issue.severity === 'warning' ? 'warning: ' : ''}
                  {issue.message}
                </li>
              ))}
            </ul>
          )}
          <ul data-testid="payouts-totals">
            {result.totals.map((total) => (
              <li key={total.token ?? 'native'}>
                {total.lines === 1 ? '1 line sends' : `${total.lines} lines send`}{' '}
                {formatUnits(total.total, total.decimals)} {total.symbol} of{' '}
                {formatUnits(total.balance, total.decimals)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="modal-footer">
        <button
          type="submit"
          className="button button-primary"
          disabled={!batch}
          data-testid="build-next"
        >
          Next
        </button>
      </div>
    </form>
  )
}
