import { formatTokenAmount } from '@assent/gateway-client'
import {
  type AllowanceTransferTypedData,
  encodeAllowanceTransfer,
  type PreparedAllowanceTransfer,
  prepareAllowanceTransfer,
} from '@assent/review'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { type Address, getAddress, type Hex, isAddress, maxUint96 } from 'viem'
import { TextField } from '../../components/TextField'
import { notify } from '../../kernel/notifications/notify'
import { useVerificationClient } from '../../verification-rpc/useVerificationClient'
import { describeWalletError } from '../../wallet/errors'
import { useCurrentSafe } from '../safe/SafeContext'
import { parseAmount } from '../transactions/forms/parseAmount'
import {
  describeSpendProblem,
  type SpendProblem,
  sameLimitState,
  spendProblemOf,
} from './spendProblem'
import { type ShownSpendingLimit, SPENDING_LIMITS_KEY } from './useSpendingLimits'

/** What the beneficiary's wallet does for the form (wagmi in the app, a test account in tests). */
export type SpendingLimitWallet = {
  /** The connected account, undefined when none is. */
  address: Address | undefined
  /** The chain the wallet is on. */
  chainId: number | undefined
  /** The wallet prompt: an EIP-712 signature of the transfer. */
  signTypedData: (typedData: AllowanceTransferTypedData & { account: Address }) => Promise<Hex>
  /** Sends the beneficiary's own transaction and waits for it; true when it succeeded. */
  send: (call: { account: Address; to: Address; data: Hex }) => Promise<boolean>
}

/**
 * The beneficiary's side: shown only to a connected account that has a limit on this Safe
 * (owner or not). The transfer is checked against the limit on chain first; a refusal is shown
 * and no wallet prompt follows. Then the review says what is spent and what is left, and one
 * signature sends it: no proposal, no confirmations. The limit is read again right before the
 * wallet is asked: one deleted, reduced or used elsewhere since the review is refused (or shown
 * anew) with nothing signed.
 */
export function SpendWithinLimit({
  limits,
  wallet,
}: {
  limits: ShownSpendingLimit[]
  wallet: SpendingLimitWallet
}) {
  const safe = useCurrentSafe()
  const queryClient = useQueryClient()
  const { client } = useVerificationClient(safe.chainId)
  const id = useId()
  const [choice, setChoice] = useState(0)
  const [to, setTo] = useState('')
  const [amountText, setAmountText] = useState('')
  const [prepared, setPrepared] = useState<PreparedAllowanceTransfer | null>(null)
  const [error, setError] = useState<SpendProblem | null>(null)
  const [busy, setBusy] = useState(false)
  const me = wallet.address?.toLowerCase()
  const mine = limits.filter((limit) => limit.delegate.toLowerCase() === me)
  const limit = mine[choice] ?? mine[0]
  if (!wallet.address) return null
  if (!limit) {
    // The refusal refreshed the page's limits and this one is gone: keep saying why.
    return error ? (
      <section className="card" data-testid="spend-within-limit">
        <p className="field-error" role="alert" data-testid="spend-error">
          {describeSpendProblem(error)}
        </p>
      </section>
    ) : null
  }
  const chainId = Number(safe.chainId)
  const amountOf = (value: bigint) =>
    `${formatTokenAmount(String(value), limit.decimals)} ${limit.symbol}`
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value)
    setPrepared(null)
    setError(null)
  }

  const noRpc: SpendProblem = {
    field: null,
    message: 'The limit cannot be checked without an independent RPC.',
  }
  // The page's list and the limit picker show what the chain said when they loaded.
  const refreshShownLimits = () =>
    queryClient.invalidateQueries({ queryKey: ['local', SPENDING_LIMITS_KEY] })

  const review = async () => {
    setError(null)
    if (!isAddress(to.trim(), { strict: false })) {
      return setError({ field: 'to', message: 'Enter the recipient’s address.' })
    }
    const amount = parseAmount(amountText, limit.decimals, maxUint96)
    if (!amount.ok) return setError({ field: 'amount', message: amount.error })
    if (!client) return setError(noRpc)
    setBusy(true)
    try {
      const checked = await prepareAllowanceTransfer(client, {
        chainId,
        safeAddress: safe.address,
        delegate: limit.delegate,
        token: limit.token,
        to: getAddress(to.trim()),
        amount: amount.value,
        unit: { decimals: limit.decimals, symbol: limit.symbol },
      })
      setPrepared(checked)
      // A period that ended (or a change by the owners) since the page loaded: show it.
      if (!sameLimitState(limit, checked.limit)) void refreshShownLimits()
    } catch (failure) {
      const problem = spendProblemOf(failure)
      setError(problem ?? { field: null, message: String(failure) })
      if (problem?.field === 'limit') void refreshShownLimits()
    } finally {
      setBusy(false)
    }
  }

  /**
   * The reviewed transfer checked again at the latest block, before the wallet is asked: the
   * same limit, or null with the refusal (or the new figures to review) shown.
   */
  const recheck = async (
    reviewed: PreparedAllowanceTransfer,
  ): Promise<PreparedAllowanceTransfer | null> => {
    if (!client) {
      setError(noRpc)
      return null
    }
    let now: PreparedAllowanceTransfer
    try {
      now = await prepareAllowanceTransfer(client, {
        chainId: reviewed.chainId,
        safeAddress: reviewed.safe,
        delegate: reviewed.delegate,
        token: reviewed.token,
        to: reviewed.to,
        amount: reviewed.amount,
        ...(reviewed.unit ? { unit: reviewed.unit } : {}),
      })
    } catch (failure) {
      const problem = spendProblemOf(failure) ?? {
        field: null,
        message: `The limit could not be read again: ${firstLine(failure)}.`,
      }
      setPrepared(null)
      setError({ ...problem, message: `${problem.message} Nothing was signed or sent.` })
      void refreshShownLimits()
      return null
    }
    if (sameLimitState(reviewed.limit, now.limit)) return now
    setPrepared(now)
    setError({
      field: 'limit',
      message:
        'Your spending limit changed since your review: check the figures below and send again. Nothing was signed.',
    })
    void refreshShownLimits()
    return null
  }

  const send = async (reviewed: PreparedAllowanceTransfer, from: Address) => {
    if (!client) return
    setBusy(true)
    setError(null)
    let step: 'signTypedData' | 'sendTransaction' = 'signTypedData'
    try {
      const transfer = await recheck(reviewed)
      if (!transfer) return
      const signature = await wallet.signTypedData({ ...transfer.typedData, account: from })
      const call = await encodeAllowanceTransfer(client, {
        prepared: transfer,
        signature,
        signedAs: 'typedData',
      })
      step = 'sendTransaction'
      if (!(await wallet.send({ account: from, ...call }))) {
        throw new Error('The transfer reverted on chain.')
      }
      notify({
        kind: 'success',
        title: 'Sent within your spending limit',
        message: `${amountOf(transfer.amount)} to ${transfer.to}`,
      })
      setPrepared(null)
      setAmountText('')
      await refreshShownLimits()
    } catch (failure) {
      setError(
        spendProblemOf(failure) ?? {
          field: null,
          message: describeWalletError(failure, step).message,
        },
      )
    } finally {
      setBusy(false)
    }
  }

  const wrongChain = wallet.chainId !== chainId
  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="spend-within-limit">
      <h2 id={`${id}-title`}>Send within your spending limit</h2>
      <p className="muted">
        You are a beneficiary of this Safe: you send up to your limit yourself, with one signature,
        and no owner confirms it.
      </p>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-limit`}>
          Limit
        </label>
        <select
          id={`${id}-limit`}
          className="input"
          value={choice}
          aria-invalid={error?.field === 'limit'}
          data-testid="spend-limit-choice"
          onChange={(event) => {
            setChoice(Number(event.target.value))
            setPrepared(null)
          }}
        >
          {mine.map((option, index) => (
            <option key={option.token ?? 'native'} value={index}>
              {option.symbol}: {formatTokenAmount(String(option.remaining), option.decimals)} left
            </option>
          ))}
        </select>
      </div>
      <TextField
        id={`${id}-to`}
        label="Recipient"
        value={to}
        placeholder="0x…"
        testId="spend-to"
        aria-invalid={error?.field === 'to'}
        onChange={edit(setTo)}
      />
      <TextField
        id={`${id}-amount`}
        label={`Amount (${limit.symbol})`}
        value={amountText}
        placeholder="0.0"
        testId="spend-amount"
        aria-invalid={error?.field === 'amount'}
        onChange={edit(setAmountText)}
      />
      {error && (
        <p className="field-error" role="alert" data-testid="spend-error">
          {describeSpendProblem(error)}
        </p>
      )}
      {wrongChain && (
        <p className="field-error">Your wallet is on another network than this Safe.</p>
      )}
      {prepared ? (
        <div className="tx-warning-box" data-testid="spend-review">
          <p>
            Send <strong>{amountOf(prepared.amount)}</strong> from the Safe to {prepared.to}.
          </p>
          <p>
            Your limit: {amountOf(prepared.limit.spent)} of {amountOf(prepared.limit.amount)} spent;{' '}
            <strong data-testid="spend-left-after">{amountOf(prepared.remainingAfter)}</strong> left
            after this transfer
            {prepared.limit.nextResetAt !== null &&
              ` until ${new Date(prepared.limit.nextResetAt * 1000).toLocaleString()}`}
            .
          </p>
          <div className="actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy || wrongChain}
              data-testid="spend-send"
              onClick={() => void send(prepared, wallet.address ?? prepared.delegate)}
            >
              Sign and send
            </button>
          </div>
        </div>
      ) : (
        <div className="actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            data-testid="spend-review-button"
            onClick={() => void review()}
          >
            Review
          </button>
        </div>
      )}
    </section>
  )
}

function firstLine(failure: unknown): string {
  return (failure instanceof Error ? failure.message : String(failure)).split('\n')[0] ?? ''
}
