/// <reference types="vite/client" />
import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
// The wallet's own formatters: the rows must read as the dashboard's do (amounts grouped and cut
// the same way, prices and values in the user's locale and currency), not as raw numbers.
import { formatFiat } from '../../../../apps/web/src/features/balances/formatFiat'
import { formatTokenAmount } from '../../../../packages/gateway-client/src/display/formatTokenAmount'

// The benchmark's floor: the smallest honest page that does the dashboard's job — read the
// Safe's balances from the gateway and render the same rows (asset, price, amount, value, with
// the same text) — with no router, query cache or wallet stack. Assent's figures are reported
// as ratios against this page, built and served the same way in the same run.

type Balance = {
  tokenInfo: { name: string; symbol: string; decimals: number | null; address: string }
  balance: string
  fiatBalance: string
  fiatConversion: string
}

const gateway = import.meta.env.VITE_GATEWAY_URL as string

function Balances({ safe }: { safe: string }) {
  const [items, setItems] = useState<Balance[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    fetch(`${gateway}/v1/chains/31337/safes/${safe}/balances/usd?trusted=false&exclude_spam=true`)
      .then((response) => response.json() as Promise<{ items: Balance[] }>)
      .then((body) => setItems(body.items))
      .catch((reason: unknown) => setError(String(reason)))
  }, [safe])
  if (error) return <p>{error}</p>
  if (!items) return <p>Loading…</p>
  return (
    <table>
      <tbody>
        {items.map((item) => (
          <tr key={item.tokenInfo.address} data-testid="balance-row">
            <td>{item.tokenInfo.name}</td>
            <td>{formatFiat(item.fiatConversion, 'usd')}</td>
            <td>
              {formatTokenAmount(item.balance, item.tokenInfo.decimals)} {item.tokenInfo.symbol}
            </td>
            <td>{formatFiat(item.fiatBalance, 'usd')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const safe = new URLSearchParams(location.search).get('safe')?.split(':').at(-1) ?? ''
const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Balances safe={safe} />
    </StrictMode>,
  )
}
