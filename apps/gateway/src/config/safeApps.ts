import type { SafeAppData } from '@assent/gateway-client'

/**
 * The Safe apps listed on local chains: the Assent demo app (open to every wallet) and an
 * example restricted to allow-listed wallet origins, showing the DOMAIN_ALLOWLIST policy.
 */
export function defaultSafeApps(p: { demoAppUrl: string; chainIds: string[] }): SafeAppData[] {
  return [
    {
      id: 1,
      url: p.demoAppUrl,
      name: 'Assent Demo App',
      iconUrl: `${p.demoAppUrl}/icon.svg`,
      description: 'Exercises every Safe Apps SDK method against your Safe.',
      chainIds: p.chainIds,
      provider: { url: p.demoAppUrl, name: 'Assent' },
      accessControl: { type: 'NO_RESTRICTIONS' },
      tags: ['Demo', 'Developer tools'],
      features: ['BATCHED_TRANSACTIONS'],
      developerWebsite: p.demoAppUrl,
      socialProfiles: [],
    },
    {
      id: 2,
      url: 'https://apps-portal.safe.global/tx-builder',
      name: 'Transaction Builder',
      iconUrl: 'https://apps-portal.safe.global/tx-builder/tx-builder.png',
      description: 'Compose custom contract interactions and batch them into one transaction.',
      chainIds: p.chainIds,
      provider: { url: 'https://safe.global', name: 'Safe' },
      accessControl: {
        type: 'DOMAIN_ALLOWLIST',
        value: ['https://app.safe.global'],
      },
      tags: ['Infrastructure', 'Transaction builder'],
      features: ['BATCHED_TRANSACTIONS'],
      developerWebsite: 'https://safe.global',
      socialProfiles: [{ platform: 'GITHUB', url: 'https://github.com/safe-global' }],
    },
  ]
}
