import type { TransactionDetails } from '@assent/gateway-client'
import { AddressView } from '../../../components/AddressView'
import { formatTokenAmount } from '../../balances/formatTokenAmount'
import type { CurrentSafe } from '../../safe/SafeContext'

const settingsFields = [
  'owner',
  'oldOwner',
  'newOwner',
  'module',
  'guard',
  'handler',
  'implementation',
] as const

/** What the transaction does, as the gateway summarises it (checked against the decoded call below). */
export function TransferSummary({
  details,
  safe,
}: {
  details: TransactionDetails
  safe: CurrentSafe
}) {
  const info = details.txInfo
  switch (info.type) {
    case 'Transfer': {
      const transfer = info.transferInfo
      const amount =
        transfer.type === 'NATIVE_COIN'
          ? `${formatTokenAmount(transfer.value, safe.chain.nativeCurrency.decimals, { maxFractionDigits: 18 })} ${safe.chain.nativeCurrency.symbol}`
          : transfer.type === 'ERC20'
            ? `${formatTokenAmount(transfer.value, transfer.decimals, { maxFractionDigits: 18 })} ${transfer.tokenSymbol ?? 'tokens'}`
            : `${transfer.tokenSymbol ?? transfer.tokenName ?? 'NFT'} #${transfer.tokenId}`
      return (
        <dl className="tx-kv" data-testid="transfer-summary">
          <dt>Direction</dt>
          <dd>
            {info.direction === 'INCOMING'
              ? 'Received'
              : info.direction === 'OUTGOING'
                ? 'Sent'
                : 'Transfer'}
          </dd>
          <dt>Amount</dt>
          <dd data-testid="transfer-amount">{amount}</dd>
          <dt>From</dt>
          <dd>
            <AddressView
              address={info.sender.value}
              chainId={safe.chainId}
              fallbackName={info.sender.name}
            />
          </dd>
          <dt>To</dt>
          <dd>
            <AddressView
              address={info.recipient.value}
              chainId={safe.chainId}
              fallbackName={info.recipient.name}
            />
          </dd>
        </dl>
      )
    }
    case 'SettingsChange': {
      const settings = info.settingsInfo as Record<string, unknown> | null
      return (
        <dl className="tx-kv">
          <dt>Change</dt>
          <dd>{settings ? String(settings.type) : info.dataDecoded.method}</dd>
          {settingsFields.map((field) => {
            const value = settings?.[field] as { value: string; name?: string | null } | undefined
            return value ? (
              <FragmentRow key={field} label={field}>
                <AddressView
                  address={value.value}
                  chainId={safe.chainId}
                  fallbackName={value.name}
                />
              </FragmentRow>
            ) : null
          })}
          {typeof settings?.threshold === 'number' && (
            <FragmentRow label="threshold">{String(settings.threshold)}</FragmentRow>
          )}
        </dl>
      )
    }
    case 'Creation':
      return (
        <dl className="tx-kv">
          <dt>Created by</dt>
          <dd>
            <AddressView address={info.creator.value} chainId={safe.chainId} />
          </dd>
          {info.factory && (
            <FragmentRow label="Factory">
              <AddressView
                address={info.factory.value}
                chainId={safe.chainId}
                fallbackName={info.factory.name}
              />
            </FragmentRow>
          )}
          {info.implementation && (
            <FragmentRow label="Implementation">
              <AddressView
                address={info.implementation.value}
                chainId={safe.chainId}
                fallbackName={info.implementation.name}
              />
            </FragmentRow>
          )}
        </dl>
      )
    default:
      return null
  }
}

function FragmentRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  )
}
