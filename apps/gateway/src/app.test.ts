import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createGatewayClient,
  type GatewayClient,
  GatewayResponseError,
  getChainConfig,
  getChains,
  getIndexingStatus,
  getMasterCopies,
  getSafeApps,
  getSafeInfo,
} from '@assent/gateway-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from './app'
import { createLogger } from './log/createLogger'
import { type Gateway, startGateway } from './server'

// Nothing listens on port 9: these routes answer from config and the database alone.
const DEAD_RPC = 'http://127.0.0.1:9'

describe('gateway app (config, CORS, limits, errors)', () => {
  let dir: string
  let gateway: Gateway
  let client: GatewayClient

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'assent-app-'))
    const chainsConfig = join(dir, 'chains.json')
    writeFileSync(
      chainsConfig,
      JSON.stringify({
        chains: [
          { chainId: 31337, chainName: 'Assent Devnet', shortName: 'devnet', rpcUrl: DEAD_RPC },
          {
            chainId: '1337',
            chainName: 'Private Chain',
            shortName: 'priv',
            rpcUrl: DEAD_RPC,
            publicRpcUrl: 'https://rpc.private.example',
            info: {
              nativeCurrency: { name: 'Private Ether', symbol: 'pETH', decimals: 18, logoUri: '' },
              contractAddresses: { multiSendAddress: '0x0000000000000000000000000000000000000042' },
            },
            indexer: { startBlock: 100 },
          },
        ],
      }),
    )
    gateway = await startGateway({
      port: 0,
      dataDir: join(dir, 'data'),
      chainsConfig,
      demoAppUrl: 'http://127.0.0.1:5174',
      logger: createLogger({ level: 'silent' }),
      indexer: false,
    })
    client = createGatewayClient({ baseUrl: gateway.url })
  })
  afterAll(async () => {
    await gateway?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('serves every configured chain, cursor-paged', async () => {
    const page1 = await getChains(client, { cursor: 'limit=1&offset=0' })
    expect(page1.count).toBe(2)
    expect(page1.results.map((c) => c.chainId)).toEqual(['31337'])
    expect(page1.previous).toBeNull()
    const page2 = await getChains(client, { pageUrl: page1.next! })
    expect(page2.results.map((c) => c.chainId)).toEqual(['1337'])
    expect(page2.next).toBeNull()
    expect(page2.previous).toBe(`${gateway.url}/v1/chains?cursor=limit%3D1%26offset%3D0`)
    const all = await getChains(client)
    expect(all.results).toHaveLength(2)
  })

  it('fills a config-only chain from defaults and its overrides', async () => {
    const chain = await getChainConfig(client, { chainId: '1337' })
    expect(chain).toMatchObject({
      chainId: '1337',
      chainName: 'Private Chain',
      shortName: 'priv',
      nativeCurrency: { symbol: 'pETH' },
      rpcUri: { authentication: 'NO_AUTHENTICATION', value: 'https://rpc.private.example' },
      recommendedMasterCopyVersion: '1.4.1',
    })
    expect(chain.contractAddresses?.multiSendAddress).toBe(
      '0x0000000000000000000000000000000000000042',
    )
    expect(chain.contractAddresses?.safeProxyFactoryAddress).toBe(
      '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
    )
    expect(chain.features).toEqual(
      expect.arrayContaining(['SAFE_APPS', 'CONTRACT_INTERACTION', 'EIP1559', 'EIP1271', 'ERC721']),
    )
    const devnet = await getChainConfig(client, { chainId: '31337' })
    expect(devnet.nativeCurrency).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
      logoUri: '',
    })
  })

  it('lists the master copies', async () => {
    const copies = await getMasterCopies(client, { chainId: '31337' })
    expect(copies.map((c) => [c.address, c.version])).toEqual([
      ['0x29fcB43b46531BcA003ddC8FCB67FFE91900C762', '1.4.1'],
      ['0x41675C099F32341bf84BFc5382aF534df5C7461a', '1.4.1'],
      ['0x3E5c63644E683549055b9Be8653de26E0B4CD36E', '1.3.0'],
      ['0xd9Db270c1B5E3Bd161E8c8503c55cEABeE709552', '1.3.0'],
      ['0xfb1bffC9d739B8D520DaF37dF666da4C687191EA', '1.3.0'],
      ['0x69f4D1788e39c87893C980c06EdF4b7f686e2938', '1.3.0'],
      ['0x6851D6fDFAfD08c0295C392436245E5bc78B0185', '1.2.0'],
      ['0x34CfAC646f301356fAa8B21e94227e3583Fe3F5F', '1.1.1'],
    ])
  })

  it('lists safe apps, filtered by the wallet origin and the app url', async () => {
    const all = await getSafeApps(client, { chainId: '31337' })
    expect(all.map((a) => [a.url, a.accessControl.type])).toEqual([
      ['http://127.0.0.1:5174', 'NO_RESTRICTIONS'],
      ['http://127.0.0.1:5174/?example=allow-list', 'DOMAIN_ALLOWLIST'],
    ])
    const forLocalWallet = await getSafeApps(client, {
      chainId: '31337',
      clientUrl: 'http://127.0.0.1:5173',
    })
    expect(forLocalWallet.map((a) => a.id)).toEqual([1])
    const forSafeWallet = await getSafeApps(client, {
      chainId: '31337',
      clientUrl: 'https://app.safe.global',
    })
    expect(forSafeWallet.map((a) => a.id)).toEqual([1, 2])
    const byUrl = await getSafeApps(client, { chainId: '1337', url: 'http://127.0.0.1:5174/' })
    expect(byUrl.map((a) => a.name)).toEqual(['Assent Demo App'])
  })

  it('reports an unreachable RPC as 503, not 500 or a missing Safe', async () => {
    const status = await getIndexingStatus(client, { chainId: '1337' }).catch((e: unknown) => e)
    expect(status).toBeInstanceOf(GatewayResponseError)
    expect((status as GatewayResponseError).status).toBe(503)
    const info = await getSafeInfo(client, {
      chainId: '1337',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    }).catch((e: unknown) => e)
    expect((info as GatewayResponseError).status).toBe(503)
  })

  it('answers unknown routes and chains with 404 JSON', async () => {
    const route = await fetch(`${gateway.url}/v1/nothing-here`)
    expect(route.status).toBe(404)
    expect(await route.json()).toEqual({ code: 404, message: 'No route for GET /v1/nothing-here' })
    const chain = await fetch(`${gateway.url}/v1/chains/5/about/master-copies`)
    expect(chain.status).toBe(404)
    expect(await chain.json()).toEqual({ code: 404, message: 'Chain 5 is not supported' })
  })

  it('refuses bodies over the limit with 413 JSON before reading them', async () => {
    const response = await fetch(`${gateway.url}/v1/auth/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES), signature: '0x00' }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ code: 413, message: 'Request body too large' })
  })

  it('allows credentialed CORS from the wallet origins only, and plain CORS from the demo app', async () => {
    const preflight = (origin: string) =>
      fetch(`${gateway.url}/v1/auth/verify`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      })
    const wallet = await preflight('http://localhost:5173')
    expect(wallet.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(wallet.headers.get('access-control-allow-credentials')).toBe('true')
    // The demo Safe App may call, but the browser will not let it use the session cookie.
    const app = await preflight('http://127.0.0.1:5174')
    expect(app.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5174')
    expect(app.headers.get('access-control-allow-credentials')).toBeNull()
    const denied = await preflight('https://evil.example')
    expect(denied.headers.get('access-control-allow-origin')).toBeNull()
    expect(denied.headers.get('access-control-allow-credentials')).toBeNull()

    const get = (origin: string) =>
      fetch(`${gateway.url}/v1/chains`, { headers: { Origin: origin } })
    const fromApp = await get('http://127.0.0.1:5174')
    expect(fromApp.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5174')
    expect(fromApp.headers.get('access-control-allow-credentials')).toBeNull()
    expect(fromApp.headers.get('vary')).toContain('Origin')
    const fromWallet = await get('http://127.0.0.1:5173')
    expect(fromWallet.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(fromWallet.headers.get('access-control-allow-credentials')).toBe('true')
    const fromElsewhere = await get('https://evil.example')
    expect(fromElsewhere.status).toBe(200)
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('lets any origin read without credentials when the app origins say *', async () => {
    const open = await startGateway({
      port: 0,
      dataDir: join(dir, 'open'),
      chainsConfig: join(dir, 'chains.json'),
      walletOrigins: ['https://wallet.example'],
      appOrigins: ['*'],
      logger: createLogger({ level: 'silent' }),
      indexer: false,
    })
    try {
      const get = (origin: string) =>
        fetch(`${open.url}/v1/chains`, { headers: { Origin: origin } })
      const any = await get('https://some-app.example')
      expect(any.headers.get('access-control-allow-origin')).toBe('https://some-app.example')
      expect(any.headers.get('access-control-allow-credentials')).toBeNull()
      const wallet = await get('https://wallet.example')
      expect(wallet.headers.get('access-control-allow-credentials')).toBe('true')
      // The local wallet is not this deployment's wallet: no cookie for it either.
      const local = await get('http://127.0.0.1:5173')
      expect(local.headers.get('access-control-allow-credentials')).toBeNull()
    } finally {
      await open.stop()
    }
  })

  it.each([
    [
      { walletOrigins: ['https://wallet.example/app'] },
      'walletOrigins: "https://wallet.example/app"',
    ],
    [{ walletOrigins: ['*'] }, 'walletOrigins: "*"'],
    [{ walletOrigins: ['wallet.example'] }, 'walletOrigins: "wallet.example"'],
    [{ appOrigins: ['https://app.example/'] }, 'appOrigins: "https://app.example/"'],
    [{ publicUrl: 'gateway.example' }, 'publicUrl: "gateway.example" is not an http(s) URL'],
  ])('refuses to start with %j', async (options, message) => {
    await expect(
      startGateway({
        port: 0,
        dataDir: join(dir, 'refused'),
        chainsConfig: join(dir, 'chains.json'),
        logger: createLogger({ level: 'silent' }),
        indexer: false,
        ...options,
      }),
    ).rejects.toThrow(message)
  })

  it('refuses an invalid chains config with the offending field', async () => {
    const bad = join(dir, 'bad.json')
    writeFileSync(
      bad,
      JSON.stringify({
        chains: [{ chainId: 'x', chainName: 'X', shortName: 'x', rpcUrl: DEAD_RPC }],
      }),
    )
    await expect(
      startGateway({ port: 0, dataDir: join(dir, 'bad-data'), chainsConfig: bad, indexer: false }),
    ).rejects.toThrow(/chains\.0\.chainId/)
  })
})
