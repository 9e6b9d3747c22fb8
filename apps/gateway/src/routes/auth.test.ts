import {
  createGatewayClient,
  getAuthNonce,
  postAuthLogout,
  verifyAuth,
} from '@assent/gateway-client'
import { sql } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeRows } from '../db/executeRows'
import { DATABASE_KINDS, startTestStack, type TestStack } from '../testing/startTestStack'

const WEB_ORIGIN = 'http://127.0.0.1:5173'

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
    expirationTime?: Date
  }) => {
    const wallet = stack.devnet.walletClients[p.signer ?? 0]!
    const message = createSiweMessage({
      domain: p.domain ?? '127.0.0.1:5173',
      address: p.address ?? wallet.account.address,
      statement: 'Sign in to Assent',
      uri: WEB_ORIGIN,
      version: '1',
      chainId: 31337,
      nonce: p.nonce,
      issuedAt: new Date(clock),
      ...(p.expirationTime ? { expirationTime: p.expirationTime } : {}),
    })
    const signature = await wallet.signMessage({ message })
    return { message, signature }
  }
  const verify = (body: { message: string; signature: Hex } | string) =>
    fetch(`${stack.gateway.url}/v1/auth/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: WEB_ORIGIN },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const nonceRow = async (nonce: string) =>
    (
      await executeRows<{ used_at: string | null }>(
        stack.gateway.deps.db,
        sql`select used_at from auth_nonces where nonce = ${nonce}`,
      )
    )[0]

  it('signs in with a fresh nonce and sets an httpOnly session cookie', async () => {
    const { nonce } = await getAuthNonce(stack.gateway.client)
    expect(nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    const response = await verify(await signIn({ nonce }))
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^assent_session=/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
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
    expect((await nonceRow(nonce))?.used_at).toBeNull()
  })

  it.each([
    [
      'a signature by another key',
      { signer: 1, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address },
      'Invalid signature',
    ],
    ['a foreign domain', { domain: 'evil.example' }, 'Invalid domain: evil.example'],
  ])('refuses %s and leaves the nonce unused', async (_, overrides, message) => {
    const { nonce } = await getAuthNonce(stack.gateway.client)
    const response = await verify(await signIn({ nonce, ...overrides }))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ code: 401, message })
    expect((await nonceRow(nonce))?.used_at).toBeNull()
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
})
