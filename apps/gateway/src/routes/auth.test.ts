import {
  createGatewayClient,
  getAuthNonce,
  postAuthLogout,
  verifyAuth,
} from '@assent/gateway-client'
import { startTestDevnet, type TestDevnet } from '@assent/test'
import { sql } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeRows } from '../db/executeRows'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { DATABASE_KINDS, startTestStack, type TestStack } from '../testing/startTestStack'

const WEB_ORIGIN = 'http://127.0.0.1:5173'
const DEMO_APP_ORIGIN = 'http://127.0.0.1:5174'

describe.each(DATABASE_KINDS)('SIWE on %s', (kind) => {
  let stack: TestStack
  let clock = Date.now()

  beforeAll(async () => {
    stack = await startTestStack(kind, { indexer: false, clock: () => clock })
  })
  afterAll(async () => {
    await stack?.stop()
  })

  const signIn = async (p: {
    nonce: string
    signer?: number
    address?: Address
    domain?: string
    uri?: string
    expirationTime?: Date
  }) => {
    const wallet = stack.devnet.walletClients[p.signer ?? 0]!
    const message = createSiweMessage({
      domain: p.domain ?? '127.0.0.1:5173',
      address: p.address ?? wallet.account.address,
      statement: 'Sign in to Assent',
      uri: p.uri ?? WEB_ORIGIN,
      version: '1',
      chainId: 31337,
      nonce: p.nonce,
      issuedAt: new Date(clock),
      ...(p.expirationTime ? { expirationTime: p.expirationTime } : {}),
    })
    const signature = await wallet.signMessage({ message })
    return { message, signature }
  }
  const verify = (
    body: { message: string; signature: Hex } | string,
    headers: Record<string, string> = { Origin: WEB_ORIGIN },
  ) =>
    fetch(`${stack.gateway.url}/v1/auth/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const nonceRow = async (nonce: string) =>
    (
      await executeRows<{ used_at: string | null }>(
        stack.gateway.deps.db,
        sql`select used_at from auth_nonces where nonce = ${nonce}`,
      )
    )[0]
  const nonceRows = async () =>
    Number(
      (
        await executeRows<{ n: number | string }>(
          stack.gateway.deps.db,
          sql`select count(*) as n from auth_nonces`,
        )
      )[0]?.n,
    )

  it('signs in with a fresh nonce and sets an httpOnly session cookie', async () => {
    const { nonce } = await getAuthNonce(stack.gateway.client)
    expect(nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    const response = await verify(await signIn({ nonce }))
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^assent_session=/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    // Plain http (local use): a Secure cookie would be dropped by the browser.
    expect(cookie).not.toContain('Secure')
    const me = await fetch(`${stack.gateway.url}/v1/auth/me`, {
      headers: { cookie: cookie.split(';')[0]! },
    })
    expect(await me.json()).toEqual({
      address: stack.devnet.accounts[0]!.address,
      chainId: '31337',
    })
  })

  it('verifies through the gateway client action', async () => {
    const client = createGatewayClient({ baseUrl: stack.gateway.url })
    const { nonce } = await getAuthNonce(client)
    await expect(
      verifyAuth(client, { body: await signIn({ nonce, signer: 2 }) }),
    ).resolves.toBeUndefined()
  })

  it('refuses a replayed nonce', async () => {
    const { nonce } = await getAuthNonce(stack.gateway.client)
    const signed = await signIn({ nonce })
    expect((await verify(signed)).status).toBe(200)
    const replay = await verify(signed)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ code: 401, message: 'Invalid or expired nonce' })
  })

  it('refuses a nonce older than five minutes', async () => {
    const { nonce } = await getAuthNonce(stack.gateway.client)
    clock += 5 * 60 * 1000 + 1
    const response = await verify(await signIn({ nonce }))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ code: 401, message: 'Invalid or expired nonce' })
  })

  it('refuses an expired message', async () => {
    const { nonce } = await getAuthNonce(stack.gateway.client)
    const response = await verify(await signIn({ nonce, expirationTime: new Date(clock - 1000) }))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      code: 401,
      message: 'SIWE message expired or not yet valid',
    })
    expect(await nonceRow(nonce)).toBeUndefined()
  })

  it.each([
    [
      'a signature by another key',
      { signer: 1, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address },
      'Invalid signature',
    ],
    ['a foreign domain', { domain: 'evil.example' }, 'Invalid domain: evil.example'],
    [
      'the demo app as domain (it may read the gateway, not sign in to it)',
      { domain: '127.0.0.1:5174' },
      'Invalid domain: 127.0.0.1:5174',
    ],
    [
      'a uri off the wallet origin',
      { uri: 'https://evil.example/login' },
      'Invalid uri: https://evil.example/login',
    ],
    [
      'a uri on the demo app with the wallet as domain',
      { uri: `${DEMO_APP_ORIGIN}/` },
      `Invalid uri: ${DEMO_APP_ORIGIN}/`,
    ],
  ])('refuses %s and leaves the nonce unused', async (_, overrides, message) => {
    const { nonce } = await getAuthNonce(stack.gateway.client)
    const response = await verify(await signIn({ nonce, ...overrides }))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ code: 401, message })
    expect(await nonceRow(nonce)).toBeUndefined()
    // The untouched nonce still works for an honest sign-in.
    expect((await verify(await signIn({ nonce }))).status).toBe(200)
  })

  it.each([
    ['malformed JSON', '{"message":', 400, 'Malformed JSON body'],
    [
      'a missing signature',
      JSON.stringify({ message: 'hello' }),
      422,
      'Invalid request body: signature: Invalid input: expected string, received undefined',
    ],
    [
      'a message that is not EIP-4361',
      JSON.stringify({ message: 'hello', signature: '0x1234' }),
      422,
      'Invalid SIWE message',
    ],
  ])('answers %s with %s JSON', async (_, body, status, message) => {
    const response = await verify(body)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ code: status, message })
  })

  it('refuses a forged or missing session cookie', async () => {
    const missing = await fetch(`${stack.gateway.url}/v1/auth/me`)
    expect(missing.status).toBe(401)
    const forged = Buffer.from(
      JSON.stringify({
        address: stack.devnet.accounts[0]!.address,
        chainId: 31337,
        expiresAt: clock + 1e6,
      }),
    ).toString('base64url')
    const response = await fetch(`${stack.gateway.url}/v1/auth/me`, {
      headers: { cookie: `assent_session=${forged}.AAAA` },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ code: 401, message: 'Not signed in' })
  })

  it('signs out: logout clears the session cookie with 204, also without a session', async () => {
    const { nonce } = await getAuthNonce(stack.gateway.client)
    const signedIn = await verify(await signIn({ nonce }))
    const session = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!
    const logout = await fetch(`${stack.gateway.url}/v1/auth/logout`, {
      method: 'POST',
      headers: { cookie: session, Origin: WEB_ORIGIN },
    })
    expect(logout.status).toBe(204)
    expect(await logout.text()).toBe('')
    expect(logout.headers.get('cache-control')).toBe('no-store')
    const cleared = logout.headers.get('set-cookie') ?? ''
    expect(cleared).toMatch(/^assent_session=;/)
    expect(cleared).toContain('Max-Age=0')
    expect(cleared).toContain('Path=/')
    // The browser stores what Set-Cookie says: an empty value, which is no session.
    const me = await fetch(`${stack.gateway.url}/v1/auth/me`, {
      headers: { cookie: cleared.split(';')[0]! },
    })
    expect(me.status).toBe(401)

    const anonymous = await fetch(`${stack.gateway.url}/v1/auth/logout`, { method: 'POST' })
    expect(anonymous.status).toBe(204)
  })

  it('signs out through the gateway client action', async () => {
    const client = createGatewayClient({ baseUrl: stack.gateway.url })
    await expect(postAuthLogout(client)).resolves.toBeUndefined()
  })

  it('refuses a wallet message posted from another origin', async () => {
    for (const origin of [DEMO_APP_ORIGIN, 'http://localhost:5173']) {
      const { nonce } = await getAuthNonce(stack.gateway.client)
      const response = await verify(await signIn({ nonce }), { Origin: origin })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        code: 401,
        message: 'Invalid domain: 127.0.0.1:5173',
      })
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('issues nonces without storing them: thousands of requests leave the table as it was', async () => {
    const before = await nonceRows()
    const nonces = new Set<string>()
    for (let batch = 0; batch < 40; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          fetch(`${stack.gateway.url}/v1/auth/nonce`).then(async (r) => {
            expect(r.status).toBe(200)
            expect(r.headers.get('cache-control')).toBe('no-store')
            return ((await r.json()) as { nonce: string }).nonce
          }),
        ),
      )
      for (const nonce of answers) nonces.add(nonce)
    }
    expect(nonces.size).toBe(2000)
    for (const nonce of nonces) expect(nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect(await nonceRows()).toBe(before)
  })

  it('refuses nonces it did not issue or that were altered', async () => {
    const { nonce } = await getAuthNonce(stack.gateway.client)
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === '0' ? '1' : '0'}${text.slice(at + 1)}`
    const forged = [
      generateSiweNonce(),
      flip(nonce, 20), // the random part
      flip(nonce, 2), // the expiry, pushed years ahead
      flip(nonce, nonce.length - 1), // the MAC
      `${nonce}0`,
    ]
    for (const candidate of forged) {
      const response = await verify(await signIn({ nonce: candidate }))
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ code: 401, message: 'Invalid or expired nonce' })
    }
    expect((await verify(await signIn({ nonce }))).status).toBe(200)
  })

  it('remembers a used nonce until it expires, then forgets it and still refuses it', async () => {
    const { nonce } = await getAuthNonce(stack.gateway.client)
    const signed = await signIn({ nonce })
    expect((await verify(signed)).status).toBe(200)
    expect((await nonceRow(nonce))?.used_at).not.toBeNull()
    clock += 5 * 60 * 1000 + 1
    // The next sign-in purges every expired row, this one's included.
    const { nonce: fresh } = await getAuthNonce(stack.gateway.client)
    expect((await verify(await signIn({ nonce: fresh }))).status).toBe(200)
    expect(await nonceRow(nonce)).toBeUndefined()
    expect(await nonceRows()).toBe(1)
    const replay = await verify(signed)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ code: 401, message: 'Invalid or expired nonce' })
  })

  it('marks the session cookie Secure behind a TLS proxy, and clears it the same way', async () => {
    const { nonce } = await getAuthNonce(stack.gateway.client)
    const response = await verify(await signIn({ nonce }), {
      Origin: WEB_ORIGIN,
      'X-Forwarded-Proto': 'https',
    })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^assent_session=/)
    expect(cookie).toContain('Secure')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    const logout = await fetch(`${stack.gateway.url}/v1/auth/logout`, {
      method: 'POST',
      headers: { Origin: WEB_ORIGIN, 'X-Forwarded-Proto': 'https' },
    })
    expect(logout.headers.get('set-cookie')).toContain('Secure')
  })

  it('refuses to sign out from another origin', async () => {
    const response = await fetch(`${stack.gateway.url}/v1/auth/logout`, {
      method: 'POST',
      headers: { Origin: DEMO_APP_ORIGIN },
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      code: 403,
      message: `Origin not allowed: ${DEMO_APP_ORIGIN}`,
    })
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

describe('SIWE session cookie with an https public URL', () => {
  let devnet: TestDevnet
  let gateway: TestGateway

  beforeAll(async () => {
    devnet = await startTestDevnet()
    gateway = await startTestGateway({
      rpcUrl: devnet.rpcUrl,
      indexer: false,
      publicUrl: 'https://gateway.example',
    })
  })
  afterAll(async () => {
    await gateway?.close()
    await devnet?.stop()
  })

  it('is Secure even when the request reaches the gateway over plain http', async () => {
    const wallet = devnet.walletClients[0]!
    const { nonce } = await getAuthNonce(gateway.client)
    const message = createSiweMessage({
      domain: '127.0.0.1:5173',
      address: wallet.account.address,
      uri: WEB_ORIGIN,
      version: '1',
      chainId: 31337,
      nonce,
    })
    const response = await fetch(`${gateway.url}/v1/auth/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: WEB_ORIGIN },
      body: JSON.stringify({ message, signature: await wallet.signMessage({ message }) }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toContain('Secure')
  })
})
