import type { SafeAppData } from '@assent/gateway-client'

/** The allow-listed example's only wallet origin: Safe's own web app, never this wallet. */
export const ALLOW_LIST_EXAMPLE_ORIGIN = 'https://app.safe.global'

/**
 * The Safe apps listed on local chains: the Assent demo app (open to every wallet) and the same
 * app once more under a DOMAIN_ALLOWLIST policy that excludes this wallet, so the catalogue and
 * the gateway's `clientUrl` filter have a restricted app to show. Both are served by the local
 * demo app — nothing here needs the internet (no remote icons, no apps that cannot run on the
 * devnet).
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
      // A URL of its own, so the wallet never mistakes it for the open demo app above.
      url: `${p.demoAppUrl}/?example=allow-list`,
      name: 'Allow-list example',
      iconUrl: `${p.demoAppUrl}/icon.svg`,
      description: `Listed only for ${ALLOW_LIST_EXAMPLE_ORIGIN}: shows how an access policy keeps an app from other wallets.`,
      chainIds: p.chainIds,
      provider: { url: p.demoAppUrl, name: 'Assent' },
      accessControl: { type: 'DOMAIN_ALLOWLIST', value: [ALLOW_LIST_EXAMPLE_ORIGIN] },
      tags: ['Developer tools'],
      features: [],
      developerWebsite: p.demoAppUrl,
      socialProfiles: [],
    },
  ]
}
