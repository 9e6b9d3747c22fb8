import { buildSafeTransaction } from '@assent/core'
import { proposeTransaction } from '@assent/gateway-client'
import { startTestDevnet, TEST_ACCOUNTS, type TestDevnet } from '@assent/test'
import { count, eq, max } from 'drizzle-orm'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailSubscriptions, emailWorkerState } from '../db/schema/email'
import { events } from '../db/schema/events'
import { deployTestSafe } from '../testing/deployTestSafe'
import { signInToGateway } from '../testing/signInToGateway'
import { mailHeader, mailText, type SmtpSink, startSmtpSink } from '../testing/startSmtpSink'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from '../transactions/buildProposal'
import { signConfirmToken } from './confirmToken'

const proposer = privateKeyToAccount(TEST_ACCOUNTS[0]!.privateKey)
const cosigner = TEST_ACCOUNTS[1]!.address as Address
const recipient = TEST_ACCOUNTS[7]!.address as Address
const APP_URL = 'http://wallet.test'
/** Generous ceilings: two cores are shared by many suites. */
const WITHIN_MS = 60_000

describe('email subscriptions and notification mails (PGlite)', () => {
  let devnet: TestDevnet
  let sink: SmtpSink
  let gateway: TestGateway
  let safe: Address

  /** A session of test account `signer` on the running gateway. */
  const sessionOf = (signer: number) => signInToGateway(gateway.url, devnet.walletClients[signer]!)
  const subscribe = async (signer: number, body: Record<string, string>) =>
    fetch(`${gateway.url}/v1/chains/31337/email-subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await sessionOf(signer) },
      body: JSON.stringify(body),
    })
  const stored = async () =>
    (await gateway.deps.db.select({ n: count() }).from(emailSubscriptions))[0]?.n ?? 0
  const mailsTo = (address: string) => sink.mails.filter((mail) => mail.to.includes(address))
  /** Subscribes `signer` at `email` and follows the link of the confirmation mail it gets. */
  const subscribeAndConfirm = async (signer: number, email: string) => {
    const response = await subscribe(signer, { email, safe })
    expect(response.status).toBe(202)
    await sink.waitFor(() => mailsTo(email).length === 1, WITHIN_MS)
    const link = /http:\/\/\S+\/v1\/email-subscriptions\/confirm\?token=\S+/.exec(
      mailText(mailsTo(email)[0]!),
    )?.[0]
    expect(link).toBeDefined()
    return fetch(link!)
  }

  /** Waits until the mail worker has handled every event written so far. */
  const workerPassedEveryEvent = async () => {
    const [last] = await gateway.deps.db.select({ id: max(events.id) }).from(events)
    const passed = async () => {
      const [state] = await gateway.deps.db
        .select()
        .from(emailWorkerState)
        .where(eq(emailWorkerState.id, 1))
      return (state?.cursor ?? 0) >= (last?.id ?? 0)
    }
    const started = Date.now()
    while (!(await passed())) {
      if (Date.now() - started > WITHIN_MS) throw new Error('mail worker stuck')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }

  beforeAll(async () => {
    devnet = await startTestDevnet()
    sink = await startSmtpSink()
    gateway = await startTestGateway({
      rpcUrl: devnet.rpcUrl,
      mail: { smtpUrl: sink.url, from: 'Assent <assent@gateway.test>', appUrl: APP_URL },
    })
    const created = await deployTestSafe(devnet, {
      owners: [proposer.address, cosigner],
      threshold: 2,
    })
    safe = created.address
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash: created.txHash })
    await waitForIndexed(gateway, receipt.blockNumber, WITHIN_MS)
  }, 120_000)
  afterAll(async () => {
    await gateway?.close()
    await sink?.close()
    await devnet?.stop()
  })

  it('refuses a bad email, a stranger Safe and bad links, storing nothing', async () => {
    const bad = await subscribe(1, { email: 'not an address', safe })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      code: 400,
      message: 'Invalid email address "not an address"',
    })
    const stranger = await subscribe(2, { email: 'stranger@mail.test', safe })
    expect(stranger.status).toBe(403)
    expect(await stranger.json()).toEqual({
      code: 403,
      message: `Signed in as ${TEST_ACCOUNTS[2]!.address}, not an owner of Safe ${safe}`,
    })
    expect(await stored()).toBe(0)
    expect(sink.mails).toHaveLength(0)

    const confirm = (token: string) =>
      fetch(`${gateway.url}/v1/email-subscriptions/confirm?token=${encodeURIComponent(token)}`)
    const secret = gateway.deps.settings.sessionSecret
    const expired = await confirm(signConfirmToken(secret, 1, Date.now() - 1))
    expect(expired.status).toBe(400)
    expect(await expired.json()).toEqual({
      code: 400,
      message: 'This confirmation link has expired: subscribe again',
    })
    const valid = signConfirmToken(secret, 1, Date.now() + 60_000)
    const tampered = await confirm(valid.replace(/^1\./, '2.'))
    expect(tampered.status).toBe(400)
    expect(await tampered.json()).toEqual({
      code: 400,
      message: 'This confirmation link was not issued by this gateway',
    })
    expect(await stored()).toBe(0)
  })

  it('confirms by the mailed link, then mails only the owner still to sign, once', async () => {
    const confirmed = await subscribeAndConfirm(1, 'cosigner@mail.test')
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({ confirmed: true, email: 'cosigner@mail.test' })
    // The proposer subscribes too: its own proposal carries its signature, so it gets nothing.
    expect((await subscribeAndConfirm(0, 'proposer@mail.test')).status).toBe(200)

    const body = await buildProposal(proposer, {
      chainId: 31337,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({ to: recipient, value: 1n, nonce: 0n }),
    })
    await proposeTransaction(gateway.client, { chainId: '31337', address: safe, body })
    await sink.waitFor(() => mailsTo('cosigner@mail.test').length === 2, WITHIN_MS)
    // Once the worker is past every event of the proposal, no further mail may come.
    await workerPassedEveryEvent()
    expect(mailsTo('cosigner@mail.test')).toHaveLength(2)
    expect(mailsTo('proposer@mail.test')).toHaveLength(1)
    const mail = mailsTo('cosigner@mail.test')[1]!
    const short = `${safe.slice(0, 6)}…${safe.slice(-4)}`
    const to = `${recipient.slice(0, 6)}…${recipient.slice(-4)}`
    expect(mailHeader(mail, 'subject')).toBe(
      `Safe devnet:${short}: Send < 0.00001 ETH to ${to} (#0) awaits your signature`,
    )
    expect(mailText(mail)).toContain(
      `What it does, as the gateway decoded it: Send < 0.00001 ETH to ${to}.`,
    )
    const id = `multisig_${safe}_${body.safeTxHash}`
    expect(mailText(mail)).toContain(`${APP_URL}/transactions/tx?id=${id}&safe=devnet:${safe}`)
    expect(mailText(mail)).not.toMatch(/signature=|0x[0-9a-f]{130}/i)
  })

  it("ends a subscription by the mail's unsubscribe link, and mails it no more", async () => {
    const mail = mailsTo('cosigner@mail.test')[1]!
    const link = /http:\/\/\S+\/v1\/email-subscriptions\/unsubscribe\?token=\S+/.exec(
      mailText(mail),
    )?.[0]
    expect(link).toBeDefined()
    // The header mail clients use for their own button (RFC 8058) carries the same link.
    expect(mailHeader(mail, 'list-unsubscribe')).toBe(`<${link}>`)
    expect(mailHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    const before = await stored()
    const token = new URL(link!).searchParams.get('token')!
    // An altered token and a confirmation token are refused; nothing is deleted.
    const altered = await fetch(link!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))
    expect(altered.status).toBe(400)
    expect((await altered.json()).message).toBe(
      'This unsubscribe link was not issued by this gateway',
    )
    const id = Number(token.split('.')[0])
    const confirmToken = signConfirmToken(
      gateway.deps.settings.sessionSecret,
      id,
      Date.now() + 60_000,
    )
    const wrongKind = await fetch(
      `${gateway.url}/v1/email-subscriptions/unsubscribe?token=${confirmToken}`,
    )
    expect(wrongKind.status).toBe(400)
    expect(await stored()).toBe(before)

    // One-click from the mail client (POST), then the reader opens the link too.
    const clicked = await fetch(link!, { method: 'POST' })
    expect(clicked.status).toBe(200)
    expect(await clicked.json()).toMatchObject({ unsubscribed: true, email: 'cosigner@mail.test' })
    expect(await stored()).toBe(before - 1)
    const again = await fetch(link!)
    expect(again.status).toBe(200)
    expect((await again.json()).message).toBe(
      'This subscription was already ended: no more mails are sent for it',
    )

    const body = await buildProposal(proposer, {
      chainId: 31337,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({ to: recipient, value: 2n, nonce: 1n }),
    })
    await proposeTransaction(gateway.client, { chainId: '31337', address: safe, body })
    await workerPassedEveryEvent()
    expect(mailsTo('cosigner@mail.test')).toHaveLength(2)
  })
})
