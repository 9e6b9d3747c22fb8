import { buildSafeTransaction, getSafeMessageTypedData } from '@assent/core'
import {
  getSafeMessages,
  getTransactionHistory,
  getTransactionQueue,
  proposeSafeMessage,
  proposeTransaction,
} from '@assent/gateway-client'
import { runGatewayContractTests } from '@assent/gateway-client/contract'
import {
  deployTestSafe,
  execSafeTransaction,
  startPostgres,
  startTestDevnet,
  TEST_ACCOUNTS,
  type TestPostgres,
} from '@assent/test'
import { type Address, getAddress, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestGateway, type TestGateway } from './testing/startTestGateway'
import { DATABASE_KINDS } from './testing/startTestStack'
import { waitForIndexed } from './testing/waitForIndexed'
import { buildProposal } from './transactions/buildProposal'

// Issue #3 "Done when": the gateway client's contract suite, run against this gateway on both
// databases. The suite needs its fixtures when it registers its tests, so the devnet and the
// Safe are made at module load; each database kind gets its own gateway over the same chain.

const chainId = '31337'
const owners = TEST_ACCOUNTS.slice(0, 3).map((account) => privateKeyToAccount(account.privateKey))
const [alice] = owners
if (!alice || owners.length !== 3) throw new Error('test accounts missing')
const recipient = getAddress(TEST_ACCOUNTS[7]?.address ?? '')

const devnet = await startTestDevnet()
let safe: Address
let lastBlock: bigint
try {
  safe = await deployTestSafe(devnet, { owners: [0, 1, 2], threshold: 2 })
  const funding = await devnet.walletClient.sendTransaction({ to: safe, value: parseEther('2') })
  await devnet.publicClient.waitForTransactionReceipt({ hash: funding })
  // One executed multisig transaction, so the history has a page of real items.
  const executed = await execSafeTransaction(devnet, {
    safe,
    tx: { to: recipient, value: parseEther('0.25') },
    signers: [0, 1],
  })
  lastBlock = executed.receipt.blockNumber
} catch (error) {
  await devnet.stop()
  throw error
}
afterAll(async () => {
  await devnet.stop()
})

describe.each(DATABASE_KINDS)('gateway client contract on %s', (kind) => {
  let postgres: TestPostgres | undefined
  let gateway: TestGateway

  beforeAll(async () => {
    postgres = kind === 'postgres' ? await startPostgres() : undefined
    gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl, databaseUrl: postgres?.url })
    await waitForIndexed(gateway, lastBlock, 30_000)
    // A queued proposal and a message, so the queue and message pages hold real items too.
    const body = await buildProposal(alice, {
      chainId: 31337,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({ to: recipient, value: parseEther('0.1'), nonce: 1n }),
    })
    await proposeTransaction(gateway.client, { chainId, address: safe, body })
    const message = 'Assent contract test'
    const signature = await alice.signTypedData(
      getSafeMessageTypedData({
        chainId: 31337,
        safeAddress: safe,
        safeVersion: '1.4.1',
        message,
      }) as never,
    )
    await proposeSafeMessage(gateway.client, {
      chainId,
      address: safe,
      body: { message, signature },
    })
  })
  afterAll(async () => {
    await gateway?.close()
    await postgres?.stop()
  })

  test('the fixtures give every list page real items to parse', async () => {
    const queue = await getTransactionQueue(gateway.client, { chainId, address: safe })
    const history = await getTransactionHistory(gateway.client, { chainId, address: safe })
    const messages = await getSafeMessages(gateway.client, { chainId, address: safe })
    const kinds = (items: { type: string }[]) => items.map((item) => item.type)
    expect(kinds(queue.results)).toContain('TRANSACTION')
    expect(kinds(history.results)).toContain('TRANSACTION')
    expect(kinds(messages.results)).toContain('MESSAGE')
  })

  runGatewayContractTests(() => gateway.url, {
    chainId,
    safe: { address: safe, owners: owners.map((owner) => owner.address), threshold: 2 },
    // An owner's externally owned account: a checksummed address with no Safe behind it.
    notASafe: alice.address,
  })
})
