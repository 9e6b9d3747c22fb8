import { erc20Abi } from '@assent/core'
import type { SafeBalanceItem } from '@assent/gateway-client'
import { formatTokenAmount } from '@assent/gateway-client'
import { useState } from 'react'
import { type Address, encodeFunctionData, formatUnits, getAddress } from 'viem'
import { shortenAddress } from '../../../components/shortenAddress'
import { useVerifiedTokenInfo } from '../../../verification-rpc/useVerifiedTokenInfo'
import { useBalances } from '../../balances/hooks/useBalances'
import { useCurrentSafe } from '../../safe/SafeContext'
import type { SafeCallDraft } from '../request/buildSafeCall'
import type { TransactionDraft } from '../request/draft'
import { AmountUnitNotice } from './AmountUnitNotice'
import { type AmountUnit, chooseAmountUnit } from './chooseAmountUnit'
import { describeSend } from './describeSend'
import { type AmountCheck, parseAmount } from './parseAmount'
import { parseBaseUnits } from './parseBaseUnits'
import { RecipientField } from './RecipientField'
import { validateRecipient } from './validateRecipient'

/** The call of sending `amount` of a token (native or ERC-20) to `to`. */
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

/**
 * Send native coin or an ERC-20: token, recipient, amount (validated against the balance). The
 * amount is read with the decimals the token contract answers through the verification RPC, or
 * in base units when they cannot be read — never with the gateway's decimals, which a lying
 * gateway would use to turn "1" into a million tokens.
 */
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
  const isErc20 = token?.tokenInfo.type === 'ERC20'
  const onChain = useVerifiedTokenInfo(safe.chainId, isErc20 ? token.tokenInfo.address : undefined)
  const unit = token ? chooseAmountUnit(token, onChain) : undefined
  const balance = token ? BigInt(token.balance) : 0n
  const recipientCheck = validateRecipient(recipient, safe.chain.shortName)
  const amountCheck = amount && unit ? parseIn(unit, amount, balance) : undefined
  const draft =
    token && unit && unit.kind !== 'loading' && recipientCheck.ok && amountCheck?.ok
      ? {
          title: describeSend({
            unit,
            amount: amountCheck.value,
            token: token.tokenInfo.address,
            recipient: recipientCheck.address,
          }),
          call: tokenTransferCall(token, recipientCheck.address, amountCheck.value),
        }
      : undefined

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (draft) onDraft(draft)
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
              {item.tokenInfo.type === 'NATIVE_TOKEN'
                ? item.tokenInfo.symbol
                : `${item.tokenInfo.symbol} · ${shortenAddress(item.tokenInfo.address)}`}
            </option>
          ))}
        </select>
        {balances.isPending && <span className="field-hint">Loading balances…</span>}
        {balances.isError && <span className="field-error">{balances.error.message}</span>}
        {token && unit && unit.kind !== 'loading' && (
          <span className="field-hint" data-testid="token-balance">
            Balance (as the gateway reports it): {balanceIn(unit, token.balance)}
          </span>
        )}
      </label>
      {unit && <AmountUnitNotice unit={unit} />}
      <RecipientField label="Recipient" value={recipient} onChange={setRecipient} />
      <label className="field">
        <span className="field-label">
          {unit?.kind === 'baseUnits' ? 'Amount in base units' : 'Amount'}
        </span>
        <span className="form-row">
          <input
            className="input"
            inputMode={unit?.kind === 'baseUnits' ? 'numeric' : 'decimal'}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            data-testid="amount-input"
            placeholder={unit?.kind === 'baseUnits' ? '1000000' : '0.0'}
          />
          <button
            type="button"
            className="button button-small"
            disabled={!unit || unit.kind === 'loading'}
            onClick={() => {
              if (unit?.kind === 'decimals') setAmount(formatUnits(balance, unit.decimals))
              if (unit?.kind === 'baseUnits') setAmount(balance.toString())
            }}
          >
            Max
          </button>
        </span>
        {amountCheck && !amountCheck.ok && <span className="field-error">{amountCheck.error}</span>}
        {amountCheck?.ok && unit && unit.kind !== 'loading' && (
          <span className="field-hint" data-testid="amount-base-units">
            {unit.kind === 'baseUnits'
              ? `Sends exactly ${amountCheck.value} base units: no decimals applied.`
              : `Sends ${amountCheck.value} base units (${unit.decimals} decimals, ${unit.source}).`}
          </span>
        )}
      </label>
      <div className="modal-footer">
        <button
          type="submit"
          className="button button-primary"
          disabled={!draft}
          data-testid="build-next"
        >
          {submitLabel}
        </button>
      </div>
    </form>
  )
}

/** The typed amount in base units, by the unit the form reads it in (undefined while loading). */
function parseIn(unit: AmountUnit, input: string, balance: bigint): AmountCheck | undefined {
  if (unit.kind === 'loading') return undefined
  if (unit.kind === 'baseUnits') return parseBaseUnits(input, balance)
  return parseAmount(input, unit.decimals, balance)
}

function balanceIn(unit: Exclude<AmountUnit, { kind: 'loading' }>, balance: string): string {
  if (unit.kind === 'baseUnits') return `${balance} base units`
  const symbol = unit.symbol ?? 'tokens'
  return `${formatTokenAmount(balance, unit.decimals, { maxFractionDigits: unit.decimals })} ${symbol}`
}
