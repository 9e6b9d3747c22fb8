import { erc20Abi } from '@assent/core'
import type { SafeBalanceItem } from '@assent/gateway-client'
import { useState } from 'react'
import { type Address, encodeFunctionData, formatUnits, getAddress } from 'viem'
import { shortenAddress } from '../../../components/shortenAddress'
import { formatTokenAmount } from '../../balances/formatTokenAmount'
import { useBalances } from '../../balances/hooks/useBalances'
import { useCurrentSafe } from '../../safe/SafeContext'
import type { SafeCallDraft } from '../flow/buildSafeCall'
import type { TransactionDraft } from '../flow/draft'
import { parseAmount } from './parseAmount'
import { RecipientField } from './RecipientField'
import { validateRecipient } from './validateRecipient'

/** The call and title of sending `amount` of a token (native or ERC-20) to `to`. */
export function tokenTransferCall(
  item: SafeBalanceItem,
  to: Address,
  amount: bigint,
): SafeCallDraft {
  if (item.tokenInfo.type === 'NATIVE_TOKEN') return { to, value: amount, data: '0x', operation: 0 }
  return {
    to: getAddress(item.tokenInfo.address),
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
    operation: 0,
  }
}

/** Send native coin or an ERC-20: token, recipient, amount (validated against the balance). */
export function SendTokensForm({
  onDraft,
  submitLabel = 'Next',
}: {
  onDraft: (draft: TransactionDraft) => void
  submitLabel?: string
}) {
  const safe = useCurrentSafe()
  const balances = useBalances(safe.chainId, safe.address)
  const tokens = (balances.data?.items ?? []).filter(
    (item) => item.tokenInfo.type === 'NATIVE_TOKEN' || item.tokenInfo.type === 'ERC20',
  )
  const [tokenAddress, setTokenAddress] = useState<string | null>(null)
  const [recipient, setRecipient] = useState('')
  const [amount, setAmount] = useState('')
  const token = tokens.find((t) => t.tokenInfo.address === tokenAddress) ?? tokens[0]
  const decimals = token?.tokenInfo.decimals ?? 18
  const balance = token ? BigInt(token.balance) : 0n
  const recipientCheck = validateRecipient(recipient, safe.chain.shortName)
  const amountCheck = amount ? parseAmount(amount, decimals, balance) : undefined

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (!token || !recipientCheck.ok || !amountCheck?.ok) return
        onDraft({
          title: `Send ${amount} ${token.tokenInfo.symbol} to ${shortenAddress(recipientCheck.address)}`,
          call: tokenTransferCall(token, recipientCheck.address, amountCheck.value),
        })
      }}
    >
      <label className="field">
        <span className="field-label">Token</span>
        <select
          className="select"
          value={token?.tokenInfo.address ?? ''}
          onChange={(event) => setTokenAddress(event.target.value)}
          data-testid="token-select"
          disabled={balances.isPending}
        >
          {tokens.map((item) => (
            <option key={item.tokenInfo.address} value={item.tokenInfo.address}>
              {item.tokenInfo.symbol} — {formatTokenAmount(item.balance, item.tokenInfo.decimals)}
            </option>
          ))}
        </select>
        {balances.isPending && <span className="field-hint">Loading balances…</span>}
        {balances.isError && <span className="field-error">{balances.error.message}</span>}
      </label>
      <RecipientField label="Recipient" value={recipient} onChange={setRecipient} />
      <label className="field">
        <span className="field-label">Amount</span>
        <span className="form-row">
          <input
            className="input"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            data-testid="amount-input"
            placeholder="0.0"
          />
          <button
            type="button"
            className="button button-small"
            disabled={!token}
            onClick={() => setAmount(formatUnits(balance, decimals))}
          >
            Max
          </button>
        </span>
        {amountCheck && !amountCheck.ok && <span className="field-error">{amountCheck.error}</span>}
      </label>
      <div className="modal-footer">
        <button
          type="submit"
          className="button button-primary"
          disabled={!token || !recipientCheck.ok || !amountCheck?.ok}
          data-testid="build-next"
        >
          {submitLabel}
        </button>
      </div>
    </form>
  )
}
