import {
  buildSafeTransaction,
  delegateTypedData,
  deleteRequestTypedData,
  getSafeMessageTypedData,
  safeTxHash,
} from '@assent/core'
import { TEST_ACCOUNTS } from '@assent/test'
import { type Address, type Hex, parseEther, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshotDatabase } from '../resilience/snapshotDatabase'
import { deployTestSafe } from '../testing/deployTestSafe'
import { execTestSafeTransaction } from '../testing/execTestSafeTransaction'
import { DATABASE_KINDS, startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from '../transactions/buildProposal'
import { isServiceErrorBody } from './serviceErrors'

const CHAIN_ID = 31337
const [alice, bob, carol, , , mallory] = TEST_ACCOUNTS.map((a) => privateKeyToAccount(a.privateKey))
if (!alice || !bob || !carol || !mallory) throw new Error('test accounts missing')
/**
 * 65 bytes that are no signature made by anyone (v = 27 so they parse as ECDSA): they recover to
 * an unknown address, so the refusal names a non-owner signer.
 */
const FORGED = `0x${'ab'.repeat(64)}1b` as Hex

type BadRequest = {
  name: string
  method: 'POST' | 'DELETE'
  path: string
  /** A value is sent as JSON, a string as it is. */
  body: unknown
  status: number
  /** Part of the answer api-kit turns into its error message. */
  says?: string
}

describe.each(DATABASE_KINDS)('tx-service writes refuse bad input (%s)', (kind) => {
  let stack: TestStack
  let safe: Address
  const cases: BadRequest[] = []
  const api = (path: string) => `/txs/${CHAIN_ID}/api${path}`

  beforeAll(async () => {
    stack = await startTestStack(kind)
    const { devnet, gateway } = stack
    const deployed = await deployTestSafe(devnet, {
      owners: [alice.address, bob.address, carol.address],
      threshold: 2,
    })
    safe = deployed.address
    await devnet.publicClient.waitForTransactionReceipt({ hash: deployed.txHash })
    // One executed transaction, so the Safe's nonce is 1 and nonce 0 is in the past.
    const executed = await execTestSafeTransaction(devnet, {
      safe,
      signers: [0, 1],
      to: carol.address,
    })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash: executed })
    await waitForIndexed(gateway, receipt.blockNumber)

    const params = (nonce: bigint) => ({
      chainId: CHAIN_ID,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({ to: bob.address, value: parseEther('1'), nonce }),
    })
    /** A proposal in the service's field names (`contractTransactionHash`). */
    const serviceBody = async (by: typeof alice, nonce: bigint) => {
      const { safeTxHash: hash, ...rest } = await buildProposal(by, params(nonce))
      return { ...rest, contractTransactionHash: hash }
    }
    // A stored proposal of alice's for the confirm and delete cases.
    const stored = await serviceBody(alice, 1n)
    const res = await fetch(`${gateway.url}${api(`/v2/safes/${safe}/multisig-transactions/`)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(stored),
    })
    expect(res.status).toBe(201)
    const storedHash = stored.contractTransactionHash as Hex
    const proposePath = api(`/v2/safes/${safe}/multisig-transactions/`)
    const good = await serviceBody(alice, 2n)
    const byMallory = await serviceBody(mallory, 2n)
    const pastNonce = await serviceBody(alice, 0n)
    const otherHash = safeTxHash(params(3n))
    const message = 'A message nobody may store'
    const messageTypedData = getSafeMessageTypedData({
      chainId: CHAIN_ID,
      safeAddress: safe,
      safeVersion: '1.4.1',
      message,
    }) as never
    const totp = BigInt(Math.floor(Date.now() / 3_600_000))
    const delegateSignature = (by: typeof alice) =>
      by.signTypedData(delegateTypedData({ chainId: CHAIN_ID, delegate: carol.address, totp }))

    cases.push(
      {
        name: 'propose with a forged signature',
        method: 'POST',
        path: proposePath,
        body: { ...good, signature: FORGED },
        status: 422,
      },
      {
        name: 'propose for an owner with a non-owner’s signature',
        method: 'POST',
        path: proposePath,
        body: { ...good, signature: byMallory.signature },
        status: 422,
        says: 'Signer is not an owner',
      },
      {
        name: 'propose by a sender who is neither owner nor delegate',
        method: 'POST',
        path: proposePath,
        body: byMallory,
        status: 422,
        says: 'Signer is not an owner',
      },
      {
        name: 'propose with a nonce the Safe is past',
        method: 'POST',
        path: proposePath,
        body: pastNonce,
        status: 422,
        says: 'Invalid nonce',
      },
      {
        name: 'propose with a hash of other fields',
        method: 'POST',
        path: proposePath,
        body: { ...good, contractTransactionHash: otherHash },
        status: 422,
        says: 'Invalid safeTxHash',
      },
      {
        name: 'propose with the signature of another owner than the sender',
        method: 'POST',
        path: proposePath,
        body: { ...good, sender: bob.address },
        status: 422,
        says: 'Invalid signature',
      },
      {
        name: 'propose to a malformed Safe address',
        method: 'POST',
        path: api('/v2/safes/0x1234/multisig-transactions/'),
        body: good,
        status: 400,
      },
      {
        name: 'propose with a malformed recipient',
        method: 'POST',
        path: proposePath,
        body: { ...good, to: '0xzz' },
        status: 422,
        says: 'not an address',
      },
      {
        name: 'propose without a hash',
        method: 'POST',
        path: proposePath,
        body: { ...good, contractTransactionHash: undefined },
        status: 422,
      },
      {
        name: 'propose with a body that is not JSON',
        method: 'POST',
        path: proposePath,
        body: '{"to": ',
        status: 400,
        says: 'JSON parse error',
      },
      {
        name: 'confirm with a forged signature',
        method: 'POST',
        path: api(`/v1/multisig-transactions/${storedHash}/confirmations/`),
        body: { signature: FORGED },
        status: 422,
      },
      {
        name: 'confirm with a non-owner’s signature',
        method: 'POST',
        path: api(`/v1/multisig-transactions/${storedHash}/confirmations/`),
        body: { signature: await mallory.sign({ hash: storedHash }) },
        status: 422,
        says: 'Signer is not an owner',
      },
      {
        name: 'confirm an unknown transaction',
        method: 'POST',
        path: api(`/v1/multisig-transactions/${otherHash}/confirmations/`),
        body: { signature: await bob.sign({ hash: otherHash }) },
        status: 404,
      },
      {
        name: 'confirm under a malformed hash',
        method: 'POST',
        path: api('/v1/multisig-transactions/0x12/confirmations/'),
        body: { signature: FORGED },
        status: 400,
      },
      {
        name: 'confirm without a signature',
        method: 'POST',
        path: api(`/v1/multisig-transactions/${storedHash}/confirmations/`),
        body: { signature: 42 },
        status: 400,
        says: 'signature',
      },
      {
        name: 'delete signed by someone other than the proposer',
        method: 'DELETE',
        path: api(`/v2/multisig-transactions/${storedHash}/`),
        body: {
          signature: await mallory.signTypedData(
            deleteRequestTypedData({
              chainId: CHAIN_ID,
              safeAddress: safe,
              safeTxHash: storedHash,
              totp,
            }),
          ),
        },
        status: 422,
        says: 'Invalid signature',
      },
      {
        name: 'delete with a proposer signature of long ago',
        method: 'DELETE',
        path: api(`/v2/multisig-transactions/${storedHash}/`),
        body: {
          signature: await alice.signTypedData(
            deleteRequestTypedData({
              chainId: CHAIN_ID,
              safeAddress: safe,
              safeTxHash: storedHash,
              totp: totp - 5n,
            }),
          ),
        },
        status: 422,
      },
      {
        name: 'delete with a malformed body',
        method: 'DELETE',
        path: api(`/v2/multisig-transactions/${storedHash}/`),
        body: { signature: 'yes' },
        status: 400,
      },
      {
        name: 'create a message with a forged signature',
        method: 'POST',
        path: api(`/v1/safes/${safe}/messages/`),
        body: { message, signature: FORGED },
        status: 422,
      },
      {
        name: 'create a message signed by a non-owner',
        method: 'POST',
        path: api(`/v1/safes/${safe}/messages/`),
        body: { message, signature: await mallory.signTypedData(messageTypedData) },
        status: 422,
        says: 'Signer is not an owner',
      },
      {
        name: 'create a message for a malformed Safe',
        method: 'POST',
        path: api('/v1/safes/not-a-safe/messages/'),
        body: { message, signature: await alice.signTypedData(messageTypedData) },
        status: 400,
      },
      {
        name: 'create a message without content',
        method: 'POST',
        path: api(`/v1/safes/${safe}/messages/`),
        body: { signature: await alice.signTypedData(messageTypedData) },
        status: 400,
        says: 'message',
      },
      {
        name: 'sign an unknown message',
        method: 'POST',
        path: api(`/v1/messages/${otherHash}/signatures/`),
        body: { signature: await alice.sign({ hash: otherHash }) },
        status: 404,
      },
      {
        name: 'add a delegate with a signature not by the delegator',
        method: 'POST',
        path: api('/v2/delegates/'),
        body: {
          safe,
          delegate: carol.address,
          delegator: alice.address,
          label: 'forged',
          signature: await delegateSignature(mallory),
        },
        status: 422,
        says: 'Invalid signature',
      },
      {
        name: 'add a delegate for a Safe the delegator does not own',
        method: 'POST',
        path: api('/v2/delegates/'),
        body: {
          safe,
          delegate: carol.address,
          delegator: mallory.address,
          label: 'not an owner',
          signature: await delegateSignature(mallory),
        },
        status: 422,
        says: 'Delegator is not an owner of the Safe',
      },
      {
        name: 'add a malformed delegate',
        method: 'POST',
        path: api('/v2/delegates/'),
        body: {
          safe,
          delegate: '0x12',
          delegator: alice.address,
          label: 'bad',
          signature: await delegateSignature(alice),
        },
        status: 400,
        says: 'delegate',
      },
      {
        name: 'add a delegate without a label',
        method: 'POST',
        path: api('/v2/delegates/'),
        body: {
          safe,
          delegate: carol.address,
          delegator: alice.address,
          signature: await delegateSignature(alice),
        },
        status: 400,
      },
      {
        name: 'remove a delegate with a stranger’s signature',
        method: 'DELETE',
        path: api(`/v2/delegates/${carol.address}/`),
        body: { delegator: alice.address, signature: await delegateSignature(mallory) },
        status: 422,
      },
      {
        name: 'remove a delegate that was never added',
        method: 'DELETE',
        path: api(`/v2/delegates/${carol.address}/`),
        body: { delegator: alice.address, signature: await delegateSignature(alice) },
        status: 404,
      },
      {
        name: 'remove a malformed delegate',
        method: 'DELETE',
        path: api(`/v2/delegates/${zeroAddress.slice(0, 30)}/`),
        body: { delegator: alice.address, signature: await delegateSignature(alice) },
        status: 400,
      },
      {
        name: 'decode data that is not hex',
        method: 'POST',
        path: api('/v1/data-decoder/'),
        body: { data: 'transfer(alice, 1)' },
        status: 400,
      },
    )
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('answers each bad write with a 4xx in the service’s error shape and writes nothing', async () => {
    expect(cases.length).toBeGreaterThan(25)
    const db = stack.gateway.deps.db
    const before = await snapshotDatabase(db)
    for (const bad of cases) {
      const res = await fetch(`${stack.gateway.url}${bad.path}`, {
        method: bad.method,
        headers: { 'Content-Type': 'application/json' },
        body: typeof bad.body === 'string' ? bad.body : JSON.stringify(bad.body),
      })
      const text = await res.text()
      expect(res.status, `${bad.name} → ${text}`).toBe(bad.status)
      expect(isServiceErrorBody(JSON.parse(text)), `${bad.name} → ${text}`).toBe(true)
      if (bad.says) expect(text, bad.name).toContain(bad.says)
      expect(await snapshotDatabase(db), bad.name).toEqual(before)
    }
  })
})
