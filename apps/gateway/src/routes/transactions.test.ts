import {
  buildSafeTransaction,
  buildSignatureBytes,
  deleteRequestTypedData,
  encodeExecTransaction,
  preValidatedSignature,
  type SafeTransactionData,
  safeAbi,
  safeTxDomainHash,
  safeTxHash,
  safeTxMessageHash,
} from '@assent/core'
import {
  addConfirmation,
  deleteTransaction,
  GatewayResponseError,
  getIncomingTransfers,
  getModuleTransactions,
  getMultisigTransactions,
  getNonces,
  getSafeInfo,
  getTransactionDetails,
  getTransactionHistory,
  getTransactionQueue,
  type ProposeTransactionBody,
  proposeTransaction,
  type TransactionDetails,
  type TransactionListItem,
  toSafeTransactionData,
} from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import { sql } from 'drizzle-orm'
import {
  type Address,
  concatHex,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hashTypedData,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeRows } from '../db/executeRows'
import { deployDemoToken } from '../testing/deployDemoToken'
import { deployTestSafe } from '../testing/deployTestSafe'
import { execTestSafeTransaction } from '../testing/execTestSafeTransaction'
import { DATABASE_KINDS, startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from '../transactions/buildProposal'

const chainId = '31337'
const [alice, bob, carol, , , mallory] = TEST_ACCOUNTS.map((a) => privateKeyToAccount(a.privateKey))
if (!alice || !bob || !carol || !mallory) throw new Error('test accounts missing')
const mintAbi = parseAbi(['function mint(address to, uint256 value)'])

/** Renders list items compactly so expectations read like the queue rules. */
function render(items: TransactionListItem[]): string[] {
  return items.map((item) => {
    if (item.type === 'LABEL') return `label:${item.label}`
    if (item.type === 'CONFLICT_HEADER') return `header:${item.nonce}`
    if (item.type === 'DATE_LABEL') return 'day'
    const info = item.transaction.txInfo
    const nonce =
      item.transaction.executionInfo?.type === 'MULTISIG'
        ? item.transaction.executionInfo.nonce
        : '-'
    return `${info.type}@${nonce}:${item.conflictType}`
  })
}

describe.each(DATABASE_KINDS)('transactions on %s', (kind) => {
  let stack: TestStack
  let safe: Address
  let token: Address

  const params = (tx: SafeTransactionData) => ({
    chainId: 31337,
    safeAddress: safe,
    safeVersion: '1.4.1',
    tx,
  })
  const client = () => stack.gateway.client
  const propose = (body: ProposeTransactionBody) =>
    proposeTransaction(client(), { chainId, address: safe, body })
  const rowCounts = async () => {
    const [row] = await executeRows<{ txs: number; confirmations: number }>(
      stack.gateway.deps.db,
      sql`select (select count(*) from multisig_transactions)::int as txs,
                 (select count(*) from multisig_confirmations)::int as confirmations`,
    )
    return row
  }
  /** Expects `action` to fail with `status` and exactly `message`, leaving the DB unchanged. */
  const expectRejected = async (
    action: () => Promise<unknown>,
    status: number,
    message: string,
  ) => {
    const before = await rowCounts()
    const error = await action().then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(GatewayResponseError)
    expect((error as GatewayResponseError).status).toBe(status)
    expect((error as GatewayResponseError).body).toEqual({ code: status, message })
    expect(await rowCounts()).toEqual(before)
  }
  const execute = async (details: TransactionDetails) => {
    const info = details.detailedExecutionInfo
    const data = details.txData
    if (info?.type !== 'MULTISIG' || !data) throw new Error('not a multisig tx')
    const signatures = buildSignatureBytes(
      info.confirmations.map((c) => ({
        signer: c.signer.value as Address,
        data: c.signature as Hex,
      })),
    )
    const tx = toSafeTransactionData(details)
    if (!tx.ok) throw new Error(tx.reason)
    const hash = await stack.devnet.walletClients[0]!.sendTransaction({
      to: safe,
      data: encodeExecTransaction(tx.tx, signatures),
    })
    const receipt = await stack.devnet.publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    await waitForIndexed(stack.gateway, receipt.blockNumber)
    return hash
  }

  beforeAll(async () => {
    stack = await startTestStack(kind)
    const { devnet } = stack
    safe = (
      await deployTestSafe(devnet, {
        owners: [alice.address, bob.address, carol.address],
        threshold: 2,
      })
    ).address
    token = await deployDemoToken(devnet, { name: 'Test Dai', symbol: 'TDAI', decimals: 18 })
    await devnet.walletClient.writeContract({
      address: token,
      abi: mintAbi,
      functionName: 'mint',
      args: [safe, 1000n],
    })
    const hash = await devnet.walletClient.sendTransaction({ to: safe, value: parseEther('2') })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
    await waitForIndexed(stack.gateway, receipt.blockNumber)
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('proposes with owner A, confirms with owner B, executes, and moves the tx to history', async () => {
    const tx = buildSafeTransaction({ to: mallory.address, value: parseEther('0.5'), nonce: 0n })
    const body = await buildProposal(
      alice,
      params(tx),
      JSON.stringify({ url: 'http://127.0.0.1:5174', name: 'Demo' }),
    )
    const proposed = await propose(body)
    expect(proposed.txStatus).toBe('AWAITING_CONFIRMATIONS')
    expect(proposed.txId).toBe(`multisig_${safe}_${body.safeTxHash}`)
    expect(proposed.txInfo).toMatchObject({
      type: 'Transfer',
      direction: 'OUTGOING',
      recipient: { value: mallory.address },
      transferInfo: { type: 'NATIVE_COIN', value: '500000000000000000' },
    })
    expect(proposed.safeAppInfo).toEqual({
      name: 'Demo',
      url: 'http://127.0.0.1:5174',
      logoUri: null,
    })
    expect(proposed.detailedExecutionInfo).toMatchObject({
      type: 'MULTISIG',
      nonce: 0,
      safeTxHash: body.safeTxHash,
      confirmationsRequired: 2,
      confirmations: [{ signer: { value: alice.address }, signature: body.signature }],
      signers: [{ value: alice.address }, { value: bob.address }, { value: carol.address }],
      proposer: { value: alice.address },
      executor: null,
    })

    const before = await rowCounts()
    expect(await propose(body)).toEqual(proposed)
    expect(await rowCounts()).toEqual(before)

    const queue = await getTransactionQueue(client(), { chainId, address: safe })
    expect(render(queue.results)).toEqual(['label:Next', 'Transfer@0:None'])
    const item = queue.results[1]
    expect(item?.type === 'TRANSACTION' && item.transaction.executionInfo).toMatchObject({
      confirmationsSubmitted: 1,
      confirmationsRequired: 2,
      missingSigners: [{ value: bob.address }, { value: carol.address }],
    })

    // Bob confirms with eth_sign (v + 4) to exercise a second signature kind.
    const ethSign = await bob.signMessage({ message: { raw: body.safeTxHash as Hex } })
    const v = Number.parseInt(ethSign.slice(-2), 16) + 4
    const bobSignature = `${ethSign.slice(0, -2)}${v.toString(16)}` as Hex
    const confirmed = await addConfirmation(client(), {
      chainId,
      safeTxHash: body.safeTxHash,
      body: { signature: bobSignature },
    })
    expect(confirmed.txStatus).toBe('AWAITING_EXECUTION')
    // The confirmation moves SafeInfo's txQueuedTag, which tells clients to refetch the queue.
    const bobConfirmation =
      confirmed.detailedExecutionInfo?.type === 'MULTISIG'
        ? confirmed.detailedExecutionInfo.confirmations.find((c) => c.signer.value === bob.address)
        : undefined
    expect(bobConfirmation).toBeDefined()
    const tagged = await getSafeInfo(client(), { chainId, address: safe })
    expect(tagged.txQueuedTag).toBe(new Date(bobConfirmation?.submittedAt ?? 0).toISOString())
    const afterConfirm = await rowCounts()
    await addConfirmation(client(), {
      chainId,
      safeTxHash: body.safeTxHash,
      body: { signature: bobSignature },
    })
    expect(await rowCounts()).toEqual(afterConfirm)

    const txHash = await execute(confirmed)
    const executed = await getTransactionDetails(client(), {
      chainId,
      transactionId: body.safeTxHash,
    })
    expect(executed.txStatus).toBe('SUCCESS')
    expect(executed.txHash).toBe(txHash)
    expect(executed.detailedExecutionInfo).toMatchObject({ executor: { value: alice.address } })
    expect((await getTransactionQueue(client(), { chainId, address: safe })).results).toEqual([])

    const history = await getTransactionHistory(client(), { chainId, address: safe })
    const ids = history.results.flatMap((i) => (i.type === 'TRANSACTION' ? [i.transaction.id] : []))
    expect(ids[0]).toBe(`multisig_${safe}_${body.safeTxHash}`)
    expect(ids.at(-1)).toBe(`creation_${safe}`)
    expect(ids.filter((id) => id.startsWith('transfer_'))).toHaveLength(2)
    expect(history.results[0]?.type).toBe('DATE_LABEL')
    for (const id of ids) {
      const details = await getTransactionDetails(client(), { chainId, transactionId: id })
      expect(details.txId).toBe(id)
    }
    const incoming = await getIncomingTransfers(client(), { chainId, address: safe })
    expect(render(incoming.results)).toEqual(['Transfer@-:None', 'Transfer@-:None'])
  })

  it('orders a queue with a nonce conflict and pages it without duplicates', async () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [mallory.address, 10n],
    })
    const tokenTx = buildSafeTransaction({ to: token, data: transfer, nonce: 1n })
    const rejection = buildSafeTransaction({ to: safe, nonce: 1n })
    const later = buildSafeTransaction({ to: mallory.address, value: 1n, nonce: 2n })
    const proposedToken = await propose(await buildProposal(alice, params(tokenTx)))
    expect(proposedToken.txInfo).toMatchObject({
      type: 'Transfer',
      transferInfo: {
        type: 'ERC20',
        tokenAddress: token,
        tokenSymbol: 'TDAI',
        value: '10',
        decimals: 18,
      },
    })
    const proposedRejection = await propose(await buildProposal(bob, params(rejection)))
    expect(proposedRejection.txInfo).toMatchObject({
      type: 'Custom',
      isCancellation: true,
      methodName: null,
    })
    await propose(await buildProposal(alice, params(later)))

    const queue = await getTransactionQueue(client(), { chainId, address: safe })
    expect(render(queue.results)).toEqual([
      'label:Next',
      'header:1',
      'Transfer@1:HasNext',
      'Custom@1:End',
      'label:Queued',
      'Transfer@2:None',
    ])
    const pages: string[][] = []
    let next: string | null = null
    do {
      const page: Awaited<ReturnType<typeof getTransactionQueue>> = next
        ? await getTransactionQueue(client(), { pageUrl: next })
        : await getTransactionQueue(client(), {
            chainId,
            address: safe,
            cursor: 'limit=1&offset=0',
          })
      pages.push(render(page.results))
      next = page.next
    } while (next)
    expect(pages).toEqual([
      ['label:Next', 'header:1', 'Transfer@1:HasNext'],
      ['Custom@1:End'],
      ['label:Queued', 'Transfer@2:None'],
    ])
    const nonces = await getNonces(client(), { chainId, address: safe })
    expect(nonces).toEqual({ currentNonce: 1, recommendedNonce: 3 })
  })

  it('cancels the other tx of a nonce once the rejection executes, and names the rejectors', async () => {
    const rejection = buildSafeTransaction({ to: safe, nonce: 1n })
    const body = await buildProposal(carol, params(rejection))
    const details = await propose(body)
    expect(details.txStatus).toBe('AWAITING_EXECUTION')
    await execute(details)
    const list = await getMultisigTransactions(client(), {
      chainId,
      address: safe,
      query: { nonce: '1' },
    })
    const statuses = list.results.map((i) =>
      i.type === 'TRANSACTION' ? [i.transaction.txInfo.type, i.transaction.txStatus] : [],
    )
    // Newest first within a nonce: the rejection was proposed after the token transfer.
    expect(statuses).toEqual([
      ['Custom', 'SUCCESS'],
      ['Transfer', 'CANCELLED'],
    ])
    const cancelled = list.results[1]
    if (cancelled?.type !== 'TRANSACTION') throw new Error('missing cancelled tx')
    const cancelledDetails = await getTransactionDetails(client(), {
      chainId,
      transactionId: cancelled.transaction.id,
    })
    expect(cancelledDetails.detailedExecutionInfo).toMatchObject({
      rejectors: [{ value: bob.address }, { value: carol.address }],
    })
    expect(
      render((await getTransactionQueue(client(), { chainId, address: safe })).results),
    ).toEqual(['label:Next', 'Transfer@2:None'])
    const executed = await getMultisigTransactions(client(), {
      chainId,
      address: safe,
      query: { executed: 'true' },
    })
    expect(executed.count).toBe(2)
  })

  it('rejects bad proposals with their exact text and writes nothing', async () => {
    const tx = buildSafeTransaction({ to: mallory.address, value: 5n, nonce: 3n })
    const good = await buildProposal(alice, params(tx))
    await expectRejected(() => propose({ ...good, value: '6' }), 422, 'Invalid safeTxHash')
    const old = await buildProposal(alice, params({ ...tx, nonce: 0n }))
    await expectRejected(() => propose(old), 422, 'Invalid nonce')
    const bobsSignature = (await buildProposal(bob, params(tx))).signature
    await expectRejected(
      () => propose({ ...good, signature: bobsSignature }),
      422,
      'Invalid signature',
    )
    await expectRejected(
      () => propose({ ...good, signature: `0x${'11'.repeat(64)}1b` }),
      422,
      'Invalid signature',
    )
    await expectRejected(() => propose({ ...good, signature: '0x1234' }), 422, 'Invalid signature')
    await expectRejected(() => propose({ ...good, signature: null }), 422, 'Invalid signature')
    // A contract signature from an address without EIP-1271 code, and an unapproved hash.
    const contractSignature =
      `0x${alice.address.slice(2).padStart(64, '0')}${(65).toString(16).padStart(64, '0')}00${'0'.repeat(64)}` as Hex
    await expectRejected(
      () => propose({ ...good, signature: contractSignature }),
      422,
      'Invalid signature',
    )
    await expectRejected(
      () => propose({ ...good, signature: preValidatedSignature(alice.address) }),
      422,
      'Invalid signature',
    )
    const outsider = await buildProposal(mallory, params(tx))
    await expectRejected(() => propose(outsider), 422, 'Signer is not an owner')
    await expectRejected(
      () =>
        addConfirmation(client(), {
          chainId,
          safeTxHash: good.safeTxHash,
          body: { signature: good.signature },
        }),
      404,
      `Transaction ${good.safeTxHash} not found`,
    )

    const chain = stack.gateway.deps.chains.get(31337)!
    Object.assign(chain.config, { disableDelegateCall: true })
    try {
      const delegate = await buildProposal(alice, params({ ...tx, operation: 1 }))
      await expectRejected(() => propose(delegate), 422, 'Delegate call is disabled')
    } finally {
      Object.assign(chain.config, { disableDelegateCall: false })
    }

    const raw = (path: string, init: RequestInit) => fetch(`${stack.gateway.url}${path}`, init)
    const before = await rowCounts()
    const malformed = await raw(`/v1/chains/${chainId}/transactions/${safe}/propose`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"to":',
    })
    expect(malformed.status).toBe(400)
    const invalid = await raw(`/v1/chains/${chainId}/transactions/${safe}/propose`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...good, to: 'nope' }),
    })
    expect(invalid.status).toBe(422)
    expect(await rowCounts()).toEqual(before)

    // Confirmations: an outsider's signature and a signature of another hash.
    const pending = await propose(good)
    await expectRejected(
      () =>
        addConfirmation(client(), {
          chainId,
          safeTxHash: good.safeTxHash,
          body: { signature: outsider.signature },
        }),
      422,
      'Signer is not an owner',
    )
    // Carol approves the hash on chain; her pre-validated signature then counts.
    const approve = await stack.devnet.walletClients[2]!.writeContract({
      address: safe,
      abi: safeAbi,
      functionName: 'approveHash',
      args: [good.safeTxHash as Hex],
    })
    await stack.devnet.publicClient.waitForTransactionReceipt({ hash: approve })
    const approved = await addConfirmation(client(), {
      chainId,
      safeTxHash: good.safeTxHash,
      body: { signature: preValidatedSignature(carol.address) },
    })
    expect(approved.txStatus).toBe('AWAITING_EXECUTION')
    expect(pending.txStatus).toBe('AWAITING_CONFIRMATIONS')
  })

  it('lets only the proposer delete a tx nobody else confirmed', async () => {
    const tx = buildSafeTransaction({ to: mallory.address, value: 7n, nonce: 4n })
    const body = await buildProposal(bob, params(tx))
    await propose(body)
    const deleteSignature = async (account: typeof alice) => {
      const totp = BigInt(Math.floor(Date.now() / 3_600_000))
      const typed = deleteRequestTypedData({
        chainId: 31337,
        safeAddress: safe,
        safeTxHash: body.safeTxHash as Hex,
        totp,
      })
      expect(hashTypedData(typed)).toMatch(/^0x[0-9a-f]{64}$/)
      return account.signTypedData(typed)
    }
    await expectRejected(
      () =>
        deleteTransaction(client(), {
          chainId,
          safeTxHash: body.safeTxHash,
          body: { signature: '0x1234' },
        }),
      422,
      'Invalid signature',
    )
    const byAlice = await deleteSignature(alice)
    await expectRejected(
      () =>
        deleteTransaction(client(), {
          chainId,
          safeTxHash: body.safeTxHash,
          body: { signature: byAlice },
        }),
      422,
      'Invalid signature',
    )
    const before = await rowCounts()
    await deleteTransaction(client(), {
      chainId,
      safeTxHash: body.safeTxHash,
      body: { signature: await deleteSignature(bob) },
    })
    expect(await rowCounts()).toEqual({
      txs: (before?.txs ?? 0) - 1,
      confirmations: (before?.confirmations ?? 0) - 1,
    })
    await expect(
      getTransactionDetails(client(), { chainId, transactionId: body.safeTxHash }),
    ).rejects.toMatchObject({
      status: 404,
    })

    await propose(body)
    await addConfirmation(client(), {
      chainId,
      safeTxHash: body.safeTxHash,
      body: { signature: (await buildProposal(alice, params(tx))).signature },
    })
    const bobAgain = await deleteSignature(bob)
    await expectRejected(
      () =>
        deleteTransaction(client(), {
          chainId,
          safeTxHash: body.safeTxHash,
          body: { signature: bobAgain },
        }),
      422,
      'Transaction has confirmations of other owners',
    )
  })
  it('accepts an EIP-1271 signature of an owner Safe that the chain then accepts too', async () => {
    const { devnet } = stack
    const ownerSafe = (await deployTestSafe(devnet, { owners: [alice.address], threshold: 1 }))
      .address
    const outer = (await deployTestSafe(devnet, { owners: [ownerSafe, bob.address], threshold: 1 }))
      .address
    const tx = buildSafeTransaction({ to: mallory.address, nonce: 0n })
    const outerParams = { chainId: 31337, safeAddress: outer, safeVersion: '1.4.1', tx }
    const hash = safeTxHash(outerParams)
    const preimage = concatHex([
      '0x1901',
      safeTxDomainHash(outerParams),
      safeTxMessageHash(outerParams),
    ])
    // Alice signs, for the owner Safe, the message the outer Safe will hand to isValidSignature.
    const payload = await alice.signTypedData({
      domain: { chainId: 31337, verifyingContract: ownerSafe },
      types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
      primaryType: 'SafeMessage',
      message: { message: preimage },
    })
    const signature = buildSignatureBytes([{ signer: ownerSafe, data: payload, dynamic: true }])
    const body = await buildProposal(alice, outerParams)
    await expectRejected(
      () =>
        proposeTransaction(client(), {
          chainId,
          address: outer,
          body: {
            ...body,
            sender: ownerSafe,
            signature: buildSignatureBytes([
              { signer: ownerSafe, data: body.signature, dynamic: true },
            ]),
          },
        }),
      422,
      'Invalid signature',
    )
    const details = await proposeTransaction(client(), {
      chainId,
      address: outer,
      body: { ...body, sender: ownerSafe, signature },
    })
    expect(details.txStatus).toBe('AWAITING_EXECUTION')
    expect(details.detailedExecutionInfo).toMatchObject({
      safeTxHash: hash,
      confirmations: [{ signer: { value: ownerSafe }, signature }],
    })
    const execution = await devnet.walletClients[1]!.sendTransaction({
      to: outer,
      data: encodeExecTransaction(tx, signature),
    })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash: execution })
    expect(receipt.status).toBe('success')
    await waitForIndexed(stack.gateway, receipt.blockNumber)
    const executed = await getTransactionDetails(client(), { chainId, transactionId: hash })
    expect(executed.txStatus).toBe('SUCCESS')
  })

  it('shows module transactions in their list, the history and details', async () => {
    const { devnet } = stack
    const module = devnet.accounts[6]!.address
    await execTestSafeTransaction(devnet, {
      safe,
      signers: [0, 1],
      to: safe,
      data: encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [module] }),
    })
    const hash = await devnet.walletClients[6]!.writeContract({
      address: safe,
      abi: safeAbi,
      functionName: 'execTransactionFromModule',
      args: [mallory.address, 3n, '0x', 0],
    })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
    await waitForIndexed(stack.gateway, receipt.blockNumber)
    const modules = await getModuleTransactions(client(), { chainId, address: safe })
    expect(modules.count).toBe(1)
    const item = modules.results[0]
    if (item?.type !== 'TRANSACTION') throw new Error('module tx missing')
    expect(item.transaction).toMatchObject({
      txHash: hash,
      txStatus: 'SUCCESS',
      executionInfo: { type: 'MODULE', address: { value: module } },
      txInfo: { type: 'Transfer', transferInfo: { type: 'NATIVE_COIN', value: '3' } },
    })
    const history = await getTransactionHistory(client(), { chainId, address: safe })
    const first = history.results.find((i) => i.type === 'TRANSACTION')
    expect(first?.type === 'TRANSACTION' && first.transaction.id).toBe(item.transaction.id)
    const details = await getTransactionDetails(client(), {
      chainId,
      transactionId: item.transaction.id,
    })
    expect(details.detailedExecutionInfo).toEqual({
      type: 'MODULE',
      address: { value: module, name: null, logoUri: null },
    })
    // The enableModule execution used the nonce of the pending tx proposed at it.
    const queue = await getTransactionQueue(client(), { chainId, address: safe })
    expect(render(queue.results)[0]).toBe('label:Next')
  })
})
