import { describe, expect, it } from 'vitest'
import { ALLOW_LIST_EXAMPLE_ORIGIN, defaultSafeApps } from './safeApps'

const demoAppUrl = 'http://127.0.0.1:5174'

describe('defaultSafeApps', () => {
  const apps = defaultSafeApps({ demoAppUrl, chainIds: ['31337'] })

  it('lists the demo app open to every wallet and an allow-listed example, on the given chains', () => {
    expect(apps.map((app) => [app.id, app.name, app.accessControl])).toEqual([
      [1, 'Assent Demo App', { type: 'NO_RESTRICTIONS' }],
      [2, 'Allow-list example', { type: 'DOMAIN_ALLOWLIST', value: [ALLOW_LIST_EXAMPLE_ORIGIN] }],
    ])
    for (const app of apps) expect(app.chainIds).toEqual(['31337'])
  })

  it('works offline: every app and icon is served by the local demo app', () => {
    for (const app of apps) {
      expect(new URL(app.url).origin).toBe(demoAppUrl)
      expect(new URL(app.iconUrl).origin).toBe(demoAppUrl)
    }
  })

  it('gives each app its own URL, the key the wallet opens apps by', () => {
    const urls = apps.map((app) => app.url.replace(/\/+$/, ''))
    expect(new Set(urls).size).toBe(apps.length)
  })
})
