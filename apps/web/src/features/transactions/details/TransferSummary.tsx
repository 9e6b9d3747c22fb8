import type { Erc20Transfer, Erc721Transfer, TransactionDetails } from '@assent/gateway-client'
import { formatTokenAmount } from '@assent/gateway-client'
import { useVerifiedTokenInfo } from '../../../verification-rpc/useVerifiedTokenInfo'
import { AddressView } from '../../address-book/AddressView'
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

/**
 * What the transaction does, as the gateway summarises it (checked against the decoded call
 * below); token decimals and symbols come from the token contract when it can be read.
 */
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
          <dd data-testid="transfer-amount">
            {transfer.type === 'NATIVE_COIN' ? (
              // The native coin is counted in wei on every EVM chain: 18 decimals, whatever the
              // gateway's chain config says.
              `${formatTokenAmount(transfer.value, NATIVE_DECIMALS, { maxFractionDigits: 18 })} ${safe.chain.nativeCurrency.symbol}`
            ) : transfer.type === 'ERC20' ? (
              <Erc20Amount transfer={transfer} chainId={safe.chainId} />
            ) : (
              <Erc721Label transfer={transfer} chainId={safe.chainId} />
            )}
          </dd>
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

const NATIVE_DECIMALS = 18

/**
 * An ERC-20 amount with the decimals and symbol the token contract answers through the
 * verification RPC; the gateway's, marked "unverified", only when the chain cannot be asked.
 * A gateway lying about decimals would turn 1,000,000 USDC into 0.000000000001 USDC.
 */
function Erc20Amount({ transfer, chainId }: { transfer: Erc20Transfer; chainId: string }) {
  const token = useVerifiedTokenInfo(chainId, transfer.tokenAddress)
  const format = (decimals: number | null, symbol: string | null) =>
    `${formatTokenAmount(transfer.value, decimals, { maxFractionDigits: 18 })} ${symbol ?? 'tokens'}`
  if (token.status === 'verified' && token.decimals !== null) {
    const differs =
      (transfer.decimals !== null && transfer.decimals !== token.decimals) ||
      (transfer.tokenSymbol !== null &&
        token.symbol !== null &&
        transfer.tokenSymbol !== token.symbol)
    return (
      <>
        <span title={`Decimals and symbol read from the token contract through ${token.label}`}>
          {format(token.decimals, token.symbol)}
        </span>
        {differs && (
          <p className="tx-warning-box" role="alert" data-testid="token-info-mismatch">
            The gateway describes this token as {transfer.decimals ?? '?'} decimals
            {transfer.tokenSymbol ? ` "${transfer.tokenSymbol}"` : ''}; the contract says{' '}
            {token.decimals} decimals{token.symbol ? ` "${token.symbol}"` : ''}. The contract's
            values are shown.
          </p>
        )}
      </>
    )
  }
  const reason =
    token.status === 'loading'
      ? `Reading the token through ${token.label}…`
      : token.status === 'unverified'
        ? token.reason
        : 'The token contract does not answer decimals().'
  return (
    <>
      {format(transfer.decimals, transfer.tokenSymbol)}{' '}
      <span className="badge badge-warning" title={reason} data-testid="token-info-unverified">
        {token.status === 'loading' ? 'checking on chain' : 'unverified: from the gateway'}
      </span>
    </>
  )
}

/** An NFT's collection name and id, with the symbol from the contract when it can be read. */
function Erc721Label({ transfer, chainId }: { transfer: Erc721Transfer; chainId: string }) {
  const token = useVerifiedTokenInfo(chainId, transfer.tokenAddress)
  if (token.status === 'verified' && (token.symbol || token.name)) {
    return <>{`${token.symbol ?? token.name} #${transfer.tokenId}`}</>
  }
  return (
    <>
      {`${transfer.tokenSymbol ?? transfer.tokenName ?? 'NFT'} #${transfer.tokenId}`}{' '}
      {token.status !== 'loading' && (
        <span
          className="badge badge-warning"
          title={token.status === 'unverified' ? token.reason : undefined}
        >
          unverified: from the gateway
        </span>
      )}
    </>
  )
}

function FragmentRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  )
}
