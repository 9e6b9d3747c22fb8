import { buildSafeTransaction, getSafeTxTypedData, safeTxHash } from '@assent/core'
import {
  addConfirmation,
  createGatewayClient,
  proposeTransaction,
  toProposeTransactionBody,
} from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { fundedSafeSuite } from './harness/fundedSafe'
import {
  DEVNET_CHAIN_ID,
  gatewayJson,
  newTransaction,
  queueRow,
  signAndPropose,
  testAccount,
} from './harness/safeOwners'

// Issue #31 item 5, proposers, in Chromium against the whole stack: owner 0 adds test account 6
// as a proposer (name, expiry) in Settings; account 6 opens the Safe, is told what it may do,
// proposes a transfer — queued as by a proposer, with no Confirm for it, and the gateway refuses
// its confirmation — then owner 0 removes it and its next proposal is refused. Bad input (a bad
// address, a past expiry, a non-owner adding) is refused on the form and nothing reaches the
// gateway. The suite deploys its own 2-of-3 Safe (owners: accounts 0, 1, 2).

const { stack, safe, openAs, release, shot } = fundedSafeSuite('proposers', {
  owners: [0, 1, 2],
  threshold: 2,
  eth: '1',
})
const gateway = createGatewayClient({ baseUrl: stack.gateway })
const chainId = String(DEVNET_CHAIN_ID)
const PROPOSER = 6
const DAY_MS = 86_400_000

/** The Safe's proposers as the gateway lists them. */
const listed = () =>
  gatewayJson<{ results: { delegate: string; label: string; expiryDate: string | null }[] }>(
    stack,
    `/v2/chains/${chainId}/delegates?safe=${safe()}`,
  ).then((page) => page.results)

/** Fills the Add a proposer form and sends it. */
async function addProposer(page: Page, input: { delegate: string; label: string; expiry: string }) {
  const form = page.getByTestId('add-proposer-form')
  await form.getByTestId('proposer-delegate').fill(input.delegate)
  await form.getByTestId('proposer-label').fill(input.label)
  await form.getByTestId('proposer-expiry').fill(input.expiry)
  await form.getByTestId('add-proposer').click()
}

const proposerAccount = privateKeyToAccount(TEST_ACCOUNTS[PROPOSER]!.privateKey as Hex)

/** Proposes a transfer of 1 wei with the proposer's signature straight to the gateway. */
async function proposeAsProposer(nonce: bigint) {
  const tx = buildSafeTransaction({ to: testAccount(4), value: 1n, nonce })
  const params = { chainId: DEVNET_CHAIN_ID, safeAddress: safe(), safeVersion: '1.4.1', tx }
  const signature = await proposerAccount.signTypedData(getSafeTxTypedData(params))
  const body = toProposeTransactionBody(tx, {
    safeTxHash: safeTxHash(params),
    sender: proposerAccount.address,
    signature,
  })
  return proposeTransaction(gateway, { chainId, address: safe(), body })
}

describe('proposers', () => {
  const expiry = new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10)

  it('refuses a bad address, a past expiry and a non-owner; nothing is sent', async () => {
    const owner = await openAs(0, '/settings/setup')
    await owner.getByTestId('proposers-empty').waitFor()
    await addProposer(owner, { delegate: '0x1234', label: 'Bot', expiry })
    await owner
      .getByTestId('proposer-delegate-error')
      .getByText("Enter the proposer's address: 0x and 40 hexadecimal characters.")
      .waitFor()
    await addProposer(owner, {
      delegate: testAccount(PROPOSER),
      label: 'Bot',
      expiry: '2020-01-01',
    })
    await owner
      .getByTestId('proposer-expiry-error')
      .getByText('The expiry 2020-01-01 is in the past: choose a later day, or none.')
      .waitFor()
    await shot(owner, '01-refused-input')
    await release(owner)

    const stranger = await openAs(7, '/settings/setup')
    await addProposer(stranger, { delegate: testAccount(PROPOSER), label: 'Bot', expiry })
    await stranger
      .getByTestId('proposer-account-error')
      .getByText(`Only an owner of this Safe can add a proposer: ${testAccount(7)} is not one.`)
      .waitFor()
    await release(stranger)
    expect(await listed()).toEqual([])
  })

  it('an owner adds a proposer with a name and an expiry; it is listed', async () => {
    const owner = await openAs(0, '/settings/setup')
    await addProposer(owner, { delegate: testAccount(PROPOSER), label: 'Payroll bot', expiry })
    const row = owner.getByTestId('proposer-row').filter({ hasText: 'Payroll bot' })
    await row.getByTestId('proposer-expiry').getByText(`Expires ${expiry} (UTC)`).waitFor()
    expect(await row.textContent()).toContain(testAccount(PROPOSER))
    await shot(owner, '02-proposer-listed')
    await release(owner)
    expect(await listed()).toMatchObject([
      {
        delegate: testAccount(PROPOSER),
        label: 'Payroll bot',
        expiryDate: `${expiry}T00:00:00.000Z`,
      },
    ])
  })

  it('the proposer proposes; the queue marks it, offers no Confirm, the gateway refuses one', async () => {
    const proposer = await openAs(PROPOSER, '/transactions/queue')
    await proposer
      .getByTestId('proposer-notice')
      .getByText('You are a proposer of this Safe: you can propose, owners confirm.')
      .waitFor()
    await proposer.getByTestId('proposer-badge').waitFor()
    await newTransaction(proposer, 'Send tokens')
    await proposer.getByTestId('recipient-input').fill(testAccount(5))
    await proposer.getByTestId('amount-input').fill('0.1')
    await proposer.getByTestId('build-next').click()
    await proposer.getByTestId('tx-flow-dialog').getByTestId('proposer-notice').waitFor()
    await signAndPropose(proposer)
    const row = queueRow(proposer, '0.1 ETH')
    await row.getByTestId('proposed-by-delegate-flag').waitFor()
    await shot(proposer, '03-proposed-by-proposer')
    expect(await row.getByRole('button', { name: 'Confirm' }).count()).toBe(0)
    expect(await row.getByRole('button', { name: 'Execute' }).count()).toBe(0)
    await release(proposer)

    const owner = await openAs(1, '/transactions/queue')
    await queueRow(owner, '0.1 ETH').getByTestId('proposed-by-delegate-flag').waitFor()
    await queueRow(owner, '0.1 ETH').getByRole('button', { name: 'Confirm' }).waitFor()
    await release(owner)

    // Its own signature of the queued transaction's hash, sent as a confirmation, is refused.
    const queued = await gatewayJson<{
      results: { type: string; transaction?: { id: string } }[]
    }>(stack, `/v1/chains/${chainId}/safes/${safe()}/transactions/queued`)
    const id = queued.results.find((item) => item.type === 'TRANSACTION')?.transaction?.id
    const details = await gatewayJson<{ detailedExecutionInfo: { safeTxHash: Hex } }>(
      stack,
      `/v1/chains/${chainId}/transactions/${id}`,
    )
    const { safeTxHash: hash } = details.detailedExecutionInfo
    await expect(
      addConfirmation(gateway, {
        chainId,
        safeTxHash: hash,
        body: { signature: await proposerAccount.sign({ hash }) },
      }),
    ).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('Signer is not an owner'),
    })
  })

  it('an owner removes the proposer: gone, and its next proposal is refused', async () => {
    const owner = await openAs(0, '/settings/setup')
    await owner
      .getByTestId('proposer-row')
      .filter({ hasText: 'Payroll bot' })
      .getByTestId('remove-proposer')
      .click()
    await owner.getByTestId('proposers-empty').waitFor()
    await shot(owner, '04-proposer-removed')
    await release(owner)
    expect(await listed()).toEqual([])

    await expect(proposeAsProposer(1n)).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('Signer is not an owner'),
    })
    const former = await openAs(PROPOSER, '/transactions/queue')
    await queueRow(former, '0.1 ETH').waitFor()
    await former.getByTestId('read-only-badge').waitFor()
    expect(await former.getByTestId('proposer-notice').count()).toBe(0)
    expect(await former.getByRole('button', { name: 'New transaction' }).isDisabled()).toBe(true)
    await release(former)
  })
})
