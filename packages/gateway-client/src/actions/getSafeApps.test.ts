import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { useTestServer } from '../test-utils/useTestServer'
import type { SafeAppData } from '../types/safeApps'
import { getSafeApps } from './getSafeApps'

const { server, client } = useTestServer()

const app: SafeAppData = {
  id: 1,
  url: 'http://127.0.0.1:5174',
  name: 'Demo',
  iconUrl: 'http://127.0.0.1:5174/icon.svg',
  description: 'Demo app',
  chainIds: ['31337'],
  provider: null,
  accessControl: { type: 'DOMAIN_ALLOWLIST', value: ['http://127.0.0.1:5173'] },
  tags: ['demo'],
  features: ['BATCHED_TRANSACTIONS'],
  developerWebsite: null,
  socialProfiles: [{ platform: 'GITHUB', url: 'https://github.com/assent' }],
}

describe('getSafeApps', () => {
  test('GETs the apps of a chain without a query by default', async () => {
    server().reply({ json: [app] })
    expect(await getSafeApps(client(), { chainId: '31337' })).toEqual([app])
    expectRequest(server(), { method: 'GET', path: '/v1/chains/31337/safe-apps' })
  })

  test('sends clientUrl and url', async () => {
    server().reply({ json: [app] })
    await getSafeApps(client(), {
      chainId: '31337',
      clientUrl: 'http://127.0.0.1:5173',
      url: app.url,
    })
    expectRequest(server(), {
      method: 'GET',
      path: '/v1/chains/31337/safe-apps',
      query: 'clientUrl=http%3A%2F%2F127.0.0.1%3A5173&url=http%3A%2F%2F127.0.0.1%3A5174',
    })
  })

  test('fills lists an older gateway omits', async () => {
    const { tags, features, socialProfiles, developerWebsite, ...older } = app
    server().reply({ json: [{ ...older, accessControl: { type: 'NO_RESTRICTIONS' } }] })
    const [result] = await getSafeApps(client(), { chainId: '31337' })
    expect(result).toMatchObject({
      tags: [],
      features: [],
      socialProfiles: [],
      developerWebsite: null,
    })
  })
})
