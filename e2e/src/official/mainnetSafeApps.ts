import type { SafeAppsResponse } from '@assent/gateway-client'
import { ASSETS_ORIGIN } from './mainnetChainConfig'

/** `GET /v1/chains/1/safe-apps` as the official gateway lists them (a few of its entries). */
export function mainnetSafeApps(): SafeAppsResponse {
  const icon = (id: number) => `${ASSETS_ORIGIN}/safe_apps/${id}/icon.png`
  return [
    {
      id: 29,
      url: 'https://apps-portal.safe.global/tx-builder',
      name: 'Transaction Builder',
      iconUrl: icon(29),
      description: 'Compose custom contract interactions and batch them into a single transaction',
      chainIds: ['1', '10', '100', '137', '8453', '42161', '11155111'],
      provider: null,
      accessControl: { type: 'NO_RESTRICTIONS' },
      tags: ['Infrastructure', 'Transaction Builder'],
      features: ['BATCHED_TRANSACTIONS'],
      developerWebsite: 'https://safe.global',
      socialProfiles: [
        { platform: 'DISCORD', url: 'https://chat.safe.global' },
        { platform: 'GITHUB', url: 'https://github.com/safe-global' },
        { platform: 'TWITTER', url: 'https://twitter.com/safe' },
      ],
    },
    {
      id: 111,
      url: 'https://swap.cow.fi',
      name: 'CoW Swap',
      iconUrl: icon(111),
      description: 'CoW Swap finds the lowest prices from all decentralized exchanges.',
      chainIds: ['1', '100', '42161', '8453', '11155111'],
      provider: null,
      accessControl: { type: 'NO_RESTRICTIONS' },
      tags: ['Aggregator', 'DeFi', 'DEX'],
      features: [],
      developerWebsite: 'https://cow.fi',
      socialProfiles: [{ platform: 'TWITTER', url: 'https://twitter.com/CoWSwap' }],
    },
    {
      id: 160,
      url: 'https://app.aave.com',
      name: 'Aave v3',
      iconUrl: icon(160),
      description: 'Non-custodial liquidity protocol',
      chainIds: ['1', '10', '137', '42161'],
      provider: null,
      accessControl: { type: 'DOMAIN_ALLOWLIST', value: ['https://app.safe.global'] },
      tags: ['DeFi', 'Lending/Borrowing'],
      features: [],
      developerWebsite: null,
      socialProfiles: [],
    },
  ]
}
