import { buildSafeTransaction, delegateTotp, delegateTypedData } from '@assent/core'
import {
  addConfirmation,
  addDelegate,
  deleteDelegate,
  GatewayResponseError,
  getDelegates,
  getTransactionDetails,
  proposeTransaction,
} from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import { type Address, getAddress, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from '../testing/deployTestSafe'
import { DATABASE_KINDS, startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from '../transactions/buildProposal'

// The Client Gateway's v2 delegates (proposers) over the real gateway, devnet and database: an
// owner adds a proposer, who proposes but cannot confirm; the owner removes it and its next
// proposal is refused. Bad requests are refused and change nothing.
const chainId = '31337'
const [alice, bob, , dave, mallory] = [0, 1, 2, 3, 5].map((index) =>
  privateKeyToAccount(TEST_ACCOUNTS[index]!.privateKey),
) as [LocalAccount, LocalAccount, LocalAccount, LocalAccount, LocalAccount]
const DAY_MS = 86_400_000

/** `by`'s signature of the Delegate typed data of this hour for `delegate`. */
const signDelegate = (by: LocalAccount, delegate: Address) =>
  by.signTypedData(delegateTypedData({ chainId: 31337, delegate, totp: delegateTotp(Date.now()) }))

describe.each(DATABASE_KINDS)('Client Gateway delegates (%s)', (kind) => {
  let stack: TestStack
  let safe: Address
  const client = () => stack.gateway.client
  const list = async () => (await getDelegates(client(), { chainId, safe })).results
  const refused = async (action: () => Promise<unknown>, status: number, message: string) => {
    const before = await list()
    const error = await action().then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(GatewayResponseError)
    expect(error).toMatchObject({ status, message: expect.stringContaining(message) })
    expect(await list()).toEqual(before)
  }
  const proposal = async (by: LocalAccount, nonce: bigint) =>
    buildProposal(by, {
      chainId: 31337,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({ to: bob.address, value: 1n, nonce }),
    })

  beforeAll(async () => {
    stack = await startTestStack(kind)
    const deployed = await deployTestSafe(stack.devnet, {
      owners: [alice.address, bob.address],
      threshold: 2,
    })
    safe = deployed.address
    const receipt = await stack.devnet.publicClient.waitForTransactionReceipt({
      hash: deployed.txHash,
    })
    await waitForIndexed(stack.gateway, receipt.blockNumber)
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('lists a proposer an owner added, with its name, delegator and expiry', async () => {
    const expiryDate = new Date(Date.now() + 30 * DAY_MS).toISOString()
    await addDelegate(client(), {
      chainId,
      body: {
        safe,
        delegate: dave.address,
        delegator: alice.address,
        signature: await signDelegate(alice, dave.address),
        label: 'Payroll bot',
        expiryDate,
      },
    })
    expect(await list()).toEqual([
      {
        safe,
        delegate: dave.address,
        delegator: alice.address,
        label: 'Payroll bot',
        expiryDate,
      },
    ])
  })

  it('refuses a non-owner delegator, a foreign signature, a past expiry, a bad address', async () => {
    const body = {
      safe,
      delegate: mallory.address,
      delegator: alice.address,
      signature: await signDelegate(alice, mallory.address),
      label: 'Mallory',
    }
    const byMallory = {
      ...body,
      delegate: bob.address,
      delegator: mallory.address,
      signature: await signDelegate(mallory, bob.address),
    }
    await refused(
      () => addDelegate(client(), { chainId, body: byMallory }),
      422,
      'Delegator is not an owner of the Safe',
    )
    const foreign = await signDelegate(mallory, mallory.address)
    await refused(
      () => addDelegate(client(), { chainId, body: { ...body, signature: foreign } }),
      422,
      'Invalid signature',
    )
    const yesterday = new Date(Date.now() - DAY_MS).toISOString()
    await refused(
      () => addDelegate(client(), { chainId, body: { ...body, expiryDate: yesterday } }),
      422,
      `The expiry date ${yesterday} is in the past`,
    )
    await refused(
      () => addDelegate(client(), { chainId, body: { ...body, delegate: '0x1234' } }),
      422,
      'Invalid request body: delegate: not an address',
    )
    await refused(
      () => addDelegate(client(), { chainId, body: { ...body, delegate: alice.address } }),
      400,
      'The delegate cannot be the delegator',
    )
  })

  it('takes a proposal from the proposer, marked as by a delegate, and refuses its confirmation', async () => {
    const body = await proposal(dave, 0n)
    await proposeTransaction(client(), { chainId, address: safe, body })
    const details = await getTransactionDetails(client(), {
      chainId,
      transactionId: body.safeTxHash,
    })
    expect(details.detailedExecutionInfo).toMatchObject({
      type: 'MULTISIG',
      confirmations: [],
      proposer: { value: alice.address },
      proposedByDelegate: { value: dave.address },
    })
    await expect(
      addConfirmation(client(), {
        chainId,
        safeTxHash: body.safeTxHash,
        body: { signature: body.signature },
      }),
    ).rejects.toMatchObject({ status: 422, message: expect.stringContaining('not an owner') })
  })

  it('removes the proposer with its owner’s signature; its next proposal is refused', async () => {
    const bobs = await signDelegate(bob, dave.address)
    await refused(
      () =>
        deleteDelegate(client(), {
          chainId,
          delegateAddress: dave.address,
          body: { delegator: alice.address, safe, signature: bobs },
        }),
      422,
      'Invalid signature',
    )
    await deleteDelegate(client(), {
      chainId,
      delegateAddress: dave.address,
      body: { delegator: alice.address, safe, signature: await signDelegate(alice, dave.address) },
    })
    expect(await list()).toEqual([])
    await expect(
      proposeTransaction(client(), { chainId, address: safe, body: await proposal(dave, 1n) }),
    ).rejects.toMatchObject({ status: 422, message: expect.stringContaining('not an owner') })
  })

  it('asks for a filter and checks the addresses it gets', async () => {
    const base = `${stack.gateway.url}/v2/chains/${chainId}/delegates`
    expect((await fetch(base)).status).toBe(400)
    expect((await fetch(`${base}?safe=0x12`)).status).toBe(400)
    const byDelegator = await fetch(`${base}?delegator=${getAddress(alice.address)}`)
    expect(byDelegator.status).toBe(200)
  })
})
