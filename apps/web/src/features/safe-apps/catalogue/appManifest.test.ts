// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { setupTestHttpServer } from '../../../test-utils/setupTestHttpServer'
import { fetchAppManifest, parseAppManifest } from './appManifest'

describe('parseAppManifest', () => {
  it('resolves the icon against the app URL', () => {
    expect(
      parseAppManifest(
        { name: 'Demo', description: 'Does things', iconPath: 'logo.svg' },
        'https://apps.example/demo',
      ),
    ).toEqual({
      name: 'Demo',
      description: 'Does things',
      iconUrl: 'https://apps.example/demo/logo.svg',
    })
  })

  it('names the field that is wrong', () => {
    expect(() =>
      parseAppManifest({ description: 'x', iconPath: 'a.png' }, 'https://a.example'),
    ).toThrow(/manifest.json is invalid: name/)
    expect(() => parseAppManifest({ name: 'X' }, 'https://a.example')).toThrow(/iconPath/)
    expect(() => parseAppManifest('nope', 'https://a.example')).toThrow(/manifest.json is invalid/)
  })

  it('refuses icons that are not http(s)', () => {
    expect(() =>
      parseAppManifest({ name: 'X', iconPath: 'javascript:alert(1)' }, 'https://a.example'),
    ).toThrow('iconPath must be an http(s) path')
  })
})

describe('fetchAppManifest', () => {
  const server = setupTestHttpServer(({ url }, response) => {
    if (url === '/good/manifest.json') {
      return { json: { name: 'Good', description: 'ok', iconPath: 'icon.png' } }
    }
    if (url === '/html/manifest.json') response.end('<html></html>')
    else response.writeHead(404).end()
  })

  const nodeFetch = globalThis.fetch

  it('loads and validates the manifest next to the app', async () => {
    await expect(fetchAppManifest(`${server.url}/good`, { fetch: nodeFetch })).resolves.toEqual({
      name: 'Good',
      description: 'ok',
      iconUrl: `${server.url}/good/icon.png`,
    })
  })

  it('says why a manifest cannot be used', async () => {
    await expect(fetchAppManifest(`${server.url}/missing`, { fetch: nodeFetch })).rejects.toThrow(
      `Could not load ${server.url}/missing/manifest.json: HTTP 404`,
    )
    await expect(fetchAppManifest(`${server.url}/html`, { fetch: nodeFetch })).rejects.toThrow(
      `${server.url}/html/manifest.json is not JSON`,
    )
  })
})
