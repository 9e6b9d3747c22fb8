import { erc20Abi } from '@assent/core'
import type { SafeBalanceItem, SafeBalanceResponse } from '@assent/gateway-client'
import { and, asc, eq } from 'drizzle-orm'
import { type Address, zeroAddress } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { tokens, transfers } from '../db/schema/tokens'
import type { GatewayDeps } from '../deps'
import { fiatPrice } from '../prices/fiatPrice'
import { fiatValueScaled, formatFiat, formatPrice } from '../prices/fiatValue'

/**
 * Balances of `safe`: the native coin (always listed) and every ERC-20 it ever received or sent
 * that it still holds, read from the chain now, valued in `currency`; highest fiat value first
 * (stable, so equal values keep native first, then tokens by symbol).
 * `trusted` keeps only tokens with a configured price.
 */
export async function getBalances(
  deps: Pick<GatewayDeps, 'db'>,
  chain: ChainContext,
  p: { safe: Address; currency: string; trusted: boolean },
): Promise<SafeBalanceResponse> {
  const seen = await deps.db
    .selectDistinct({
      address: tokens.address,
      name: tokens.name,
      symbol: tokens.symbol,
      decimals: tokens.decimals,
      logoUri: tokens.logoUri,
    })
    .from(transfers)
    .innerJoin(
      tokens,
      and(eq(tokens.chainId, transfers.chainId), eq(tokens.address, transfers.tokenAddress)),
    )
    .where(
      and(
        eq(transfers.chainId, chain.chainId),
        eq(transfers.safe, p.safe),
        eq(transfers.type, 'ERC20'),
      ),
    )
    .orderBy(asc(tokens.symbol), asc(tokens.address))
  const [native, ...tokenBalances] = await Promise.all([
    chain.client.getBalance({ address: p.safe }),
    ...seen.map((token) =>
      chain.client
        .readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [p.safe],
        })
        .catch(() => 0n),
    ),
  ])
  const currency = chain.info.nativeCurrency
  const items: (SafeBalanceItem & { scaled: bigint })[] = [
    toItem(
      {
        type: 'NATIVE_TOKEN',
        address: zeroAddress,
        decimals: currency.decimals,
        symbol: currency.symbol,
        name: currency.name,
        logoUri: currency.logoUri || null,
      },
      native,
      fiatPrice(chain, null, p.currency),
    ),
  ]
  seen.forEach((token, i) => {
    const balance = tokenBalances[i] ?? 0n
    const price = fiatPrice(chain, token, p.currency)
    if (balance === 0n || (p.trusted && price === null)) return
    items.push(
      toItem(
        {
          type: 'ERC20',
          address: token.address,
          decimals: token.decimals ?? 18,
          symbol: token.symbol,
          name: token.name,
          logoUri: token.logoUri,
        },
        balance,
        price,
      ),
    )
  })
  // Highest fiat value first, as the Safe Client Gateway orders them; the native coin wins ties.
  items.sort((a, b) => (a.scaled === b.scaled ? 0 : a.scaled > b.scaled ? -1 : 1))
  const total = items.reduce((sum, item) => sum + item.scaled, 0n)
  return {
    fiatTotal: formatFiat(total),
    items: items.map(({ scaled: _, ...item }) => item),
  }
}

function toItem(
  tokenInfo: SafeBalanceItem['tokenInfo'],
  balance: bigint,
  price: number | null,
): SafeBalanceItem & { scaled: bigint } {
  const scaled = price === null ? 0n : fiatValueScaled(balance, tokenInfo.decimals ?? 18, price)
  return {
    tokenInfo,
    balance: balance.toString(),
    fiatBalance: formatFiat(scaled),
    fiatConversion: price === null ? '0' : formatPrice(price),
    scaled,
  }
}
