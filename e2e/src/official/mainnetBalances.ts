import type { SafeBalanceItem, SafeBalanceResponse } from '@assent/gateway-client'
import { formatUnits } from 'viem'
import { ASSETS_ORIGIN } from './mainnetChainConfig'

type Token = SafeBalanceItem['tokenInfo'] & { spam?: true }
type Holding = { token: Token; balance: bigint; price: number }

const logo = (address: string) => `${ASSETS_ORIGIN}/tokens/logos/${address}.png`

/** Symbols of the spam tokens in the list: none may show while spam is excluded. */
export const SPAM_SYMBOLS = ['claim-eth.xyz', 'USDT.e'] as const

/**
 * The Safe's balances as the official gateway answers `…/balances/usd`: the native token first,
 * well-known ERC-20s with logos on the official assets host (one with none), and two spam
 * tokens (an "airdrop" naming a phishing site, a USDT look-alike) that the gateway drops while
 * `exclude_spam` is true, its default. `ethBalance` is the Safe's real balance on the chain.
 */
export function mainnetBalances(
  ethBalance: bigint,
  { excludeSpam }: { excludeSpam: boolean },
): SafeBalanceResponse {
  const holdings: Holding[] = [
    {
      token: {
        type: 'NATIVE_TOKEN',
        address: '0x0000000000000000000000000000000000000000',
        decimals: 18,
        symbol: 'ETH',
        name: 'Ether',
        logoUri: `${ASSETS_ORIGIN}/chains/1/currency_logo.png`,
      },
      balance: ethBalance,
      price: 3412.55,
    },
    {
      token: {
        type: 'ERC20',
        address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        decimals: 6,
        symbol: 'USDC',
        name: 'USD Coin',
        logoUri: logo('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
      },
      balance: 15_204_500_000n,
      price: 0.9998,
    },
    {
      token: {
        type: 'ERC20',
        address: '0x5aFE3855358E112B5647B952709E6165e1c1eEEe',
        decimals: 18,
        symbol: 'SAFE',
        name: 'Safe Token',
        logoUri: logo('0x5aFE3855358E112B5647B952709E6165e1c1eEEe'),
      },
      balance: 25_000n * 10n ** 18n,
      price: 0.4121,
    },
    {
      token: {
        type: 'ERC20',
        address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
        decimals: 18,
        symbol: 'DAI',
        name: 'Dai Stablecoin',
        logoUri: logo('0x6B175474E89094C44Da98b954EedeAC495271d0F'),
      },
      balance: 733_120_000_000_000_000_000n,
      price: 1.0001,
    },
    {
      token: {
        type: 'ERC20',
        address: '0x7Fc66500c84A76Ad7e9c93437bFc5Ac33E2DDaE9',
        decimals: 18,
        symbol: 'AAVE',
        name: 'Aave Token',
        logoUri: null,
      },
      balance: 3_500_000_000_000_000_000n,
      price: 171.3,
    },
    {
      token: {
        type: 'ERC20',
        address: '0x0b6Df5f2E4BC5dA0c7dc5eD2d6e2aAA21e4dB4B2',
        decimals: 18,
        symbol: SPAM_SYMBOLS[0],
        name: 'Visit claim-eth.xyz to claim your reward',
        logoUri: null,
        spam: true,
      },
      balance: 8_888n * 10n ** 18n,
      price: 0,
    },
    {
      token: {
        type: 'ERC20',
        address: '0xdAC17F958D2ee523a2206206994597C13D831ec8',
        decimals: 6,
        symbol: SPAM_SYMBOLS[1],
        name: 'Tether USD',
        logoUri: logo('0xdAC17F958D2ee523a2206206994597C13D831ec8'),
        spam: true,
      },
      balance: 1_000_000_000n,
      price: 0,
    },
  ]
  const items = holdings
    .filter(({ token }) => !(excludeSpam && token.spam))
    .map(({ token: { spam: _spam, ...tokenInfo }, balance, price }) => {
      const amount = Number(formatUnits(balance, tokenInfo.decimals ?? 0))
      return {
        tokenInfo,
        balance: balance.toString(),
        fiatBalance: (amount * price).toFixed(5),
        fiatConversion: price.toString(),
      }
    })
    .sort((a, b) => Number(b.fiatBalance) - Number(a.fiatBalance))
  const total = items.reduce((sum, item) => sum + Number(item.fiatBalance), 0)
  return { fiatTotal: total.toFixed(5), items }
}
