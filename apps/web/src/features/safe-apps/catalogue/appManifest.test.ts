// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
  let server: Server
  let base: string
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/good/manifest.json') {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ name: 'Good', description: 'ok', iconPath: 'icon.png' }))
      } else if (req.url === '/html/manifest.json') {
        res.end('<html></html>')
      } else {
        res.statusCode = 404
        res.end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const nodeFetch = globalThis.fetch

  it('loads and validates the manifest next to the app', async () => {
    await expect(fetchAppManifest(`${base}/good`, { fetch: nodeFetch })).resolves.toEqual({
      name: 'Good',
      description: 'ok',
      iconUrl: `${base}/good/icon.png`,
    })
  })

  it('says why a manifest cannot be used', async () => {
    await expect(fetchAppManifest(`${base}/missing`, { fetch: nodeFetch })).rejects.toThrow(
      `Could not load ${base}/missing/manifest.json: HTTP 404`,
    )
    await expect(fetchAppManifest(`${base}/html`, { fetch: nodeFetch })).rejects.toThrow(
      `${base}/html/manifest.json is not JSON`,
    )
  })
})
