import {
  buildSignatureBytes,
  EIP1271_MAGIC_VALUE,
  getSafeMessageTypedData,
  hashSafeMessageContent,
  type SafeMessageContent,
  safeAbi,
  safeMessageHash,
} from '@assent/core'
import {
  confirmSafeMessage,
  type EIP712TypedData,
  GatewayResponseError,
  getDecodedData,
  getSafeMessage,
  getSafeMessages,
  postSafeGasEstimation,
  proposeSafeMessage,
} from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import { sql } from 'drizzle-orm'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  type LocalAccount,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeRows } from '../db/executeRows'
import { toMessageContent } from '../messages/schemas'
import { deployTestSafe } from '../testing/deployTestSafe'
import { execTestSafeTransaction } from '../testing/execTestSafeTransaction'
import { DATABASE_KINDS, startTestStack, type TestStack } from '../testing/startTestStack'
import { waitForIndexed } from '../testing/waitForIndexed'

const chainId = '31337'
const [alice, bob, carol, , , mallory] = TEST_ACCOUNTS.map((a) => privateKeyToAccount(a.privateKey))
if (!alice || !bob || !carol || !mallory) throw new Error('test accounts missing')

const typedMessage: EIP712TypedData = {
  domain: { name: 'Demo App', version: '1', chainId: '31337' },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
    Person: [{ name: 'wallet', type: 'address' }],
  },
  message: { from: { wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }, contents: 'Hello' },
}

describe.each(DATABASE_KINDS)('messages, decoder and estimations on %s', (kind) => {
  let stack: TestStack
  let safe: Address
  const client = () => stack.gateway.client

  const sign = (owner: LocalAccount, message: SafeMessageContent) =>
    owner.signTypedData(
      getSafeMessageTypedData({
        chainId: 31337,
        safeAddress: safe,
        safeVersion: '1.4.1',
        message,
      }) as never,
    )
  const hashOf = (message: SafeMessageContent) =>
    safeMessageHash({ chainId: 31337, safeAddress: safe, safeVersion: '1.4.1', message })
  const rowCounts = async () =>
    (
      await executeRows<{ messages: number; confirmations: number }>(
        stack.gateway.deps.db,
        sql`select (select count(*) from messages)::int as messages,
                   (select count(*) from message_confirmations)::int as confirmations`,
      )
    )[0]
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
    expect((error as GatewayResponseError).body).toEqual({ code: status, message })
    expect(await rowCounts()).toEqual(before)
  }

  beforeAll(async () => {
    stack = await startTestStack(kind)
    safe = (
      await deployTestSafe(stack.devnet, {
        owners: [alice.address, bob.address, carol.address],
        threshold: 2,
      })
    ).address
    const funding = await stack.devnet.walletClient.sendTransaction({
      to: safe,
      value: parseEther('1'),
    })
    await stack.devnet.publicClient.waitForTransactionReceipt({ hash: funding })
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('takes a text message to CONFIRMED with a prepared signature the Safe accepts', async () => {
    const message = 'I agree to the terms'
    const hash = hashOf(message)
    const aliceSignature = await sign(alice, message)
    await proposeSafeMessage(client(), {
      chainId,
      address: safe,
      body: { message, signature: aliceSignature, origin: 'http://127.0.0.1:5174' },
    })
    const before = await rowCounts()
    await proposeSafeMessage(client(), {
      chainId,
      address: safe,
      body: { message, signature: aliceSignature },
    })
    expect(await rowCounts()).toEqual(before)

    const pending = await getSafeMessage(client(), { chainId, messageHash: hash })
    expect(pending).toMatchObject({
      type: 'MESSAGE',
      messageHash: hash,
      status: 'NEEDS_CONFIRMATION',
      message,
      confirmationsSubmitted: 1,
      confirmationsRequired: 2,
      proposedBy: { value: alice.address },
      confirmations: [{ owner: { value: alice.address }, signature: aliceSignature }],
      preparedSignature: null,
      origin: 'http://127.0.0.1:5174',
    })

    await expectRejected(
      async () =>
        confirmSafeMessage(client(), {
          chainId,
          messageHash: hash,
          body: { signature: await sign(mallory, message) },
        }),
      422,
      'Signer is not an owner',
    )
    await expectRejected(
      async () =>
        confirmSafeMessage(client(), {
          chainId,
          messageHash: hash,
          body: { signature: await sign(bob, 'another text') },
        }),
      422,
      'Signer is not an owner',
    )
    const bobSignature = await sign(bob, message)
    await confirmSafeMessage(client(), {
      chainId,
      messageHash: hash,
      body: { signature: bobSignature },
    })
    await confirmSafeMessage(client(), {
      chainId,
      messageHash: hash,
      body: { signature: bobSignature },
    })
    const confirmed = await getSafeMessage(client(), { chainId, messageHash: hash })
    expect(confirmed.status).toBe('CONFIRMED')
    expect(confirmed.confirmationsSubmitted).toBe(2)
    expect(confirmed.preparedSignature).toBe(
      buildSignatureBytes([
        { signer: alice.address, data: aliceSignature },
        { signer: bob.address, data: bobSignature },
      ]),
    )
    const magic = await stack.devnet.publicClient.readContract({
      address: safe,
      abi: parseAbi([
        'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
      ]),
      functionName: 'isValidSignature',
      args: [hashSafeMessageContent(message), confirmed.preparedSignature as Hex],
    })
    expect(magic).toBe(EIP1271_MAGIC_VALUE)
  })

  it('hashes typed data messages like wallets, and follows the current threshold', async () => {
    const content = toMessageContent(typedMessage)
    const hash = hashOf(content)
    await proposeSafeMessage(client(), {
      chainId,
      address: safe,
      body: { message: typedMessage, signature: await sign(carol, content), safeAppId: 1 },
    })
    const stored = await getSafeMessage(client(), { chainId, messageHash: hash })
    expect(stored.message).toEqual(typedMessage)
    expect(stored.status).toBe('NEEDS_CONFIRMATION')

    const list = await getSafeMessages(client(), { chainId, address: safe })
    expect(list.count).toBe(2)
    expect(list.results.map((i) => (i.type === 'MESSAGE' ? i.messageHash : i.type))).toEqual([
      'DATE_LABEL',
      hash,
      hashOf('I agree to the terms'),
    ])
    const paged = await getSafeMessages(client(), {
      chainId,
      address: safe,
      cursor: 'limit=1&offset=1',
    })
    expect(paged.results.map((i) => i.type)).toEqual(['MESSAGE'])
    expect(paged.previous).not.toBeNull()

    // Lowering the threshold to 1 confirms the message without a new signature.
    const change = await execTestSafeTransaction(stack.devnet, {
      safe,
      signers: [0, 1],
      to: safe,
      data: encodeFunctionData({ abi: safeAbi, functionName: 'changeThreshold', args: [1n] }),
    })
    const receipt = await stack.devnet.publicClient.getTransactionReceipt({ hash: change })
    await waitForIndexed(stack.gateway, receipt.blockNumber)
    const now = await getSafeMessage(client(), { chainId, messageHash: hash })
    expect(now.status).toBe('CONFIRMED')
    expect(now.confirmationsRequired).toBe(1)
    expect(now.preparedSignature).toBe(stored.confirmations[0]?.signature)
  })

  it('rejects unknown and malformed message hashes and bad proposals', async () => {
    const unknown = `0x${'12'.repeat(32)}`
    await expect(getSafeMessage(client(), { chainId, messageHash: unknown })).rejects.toMatchObject(
      {
        status: 404,
        body: { code: 404, message: `Message ${unknown} not found` },
      },
    )
    await expect(getSafeMessage(client(), { chainId, messageHash: '0x12' })).rejects.toMatchObject({
      status: 400,
    })
    await expectRejected(
      async () =>
        proposeSafeMessage(client(), {
          chainId,
          address: safe,
          body: { message: 'hi', signature: `0x${'00'.repeat(65)}` },
        }),
      422,
      'Invalid signature',
    )
    await expectRejected(
      async () =>
        proposeSafeMessage(client(), {
          chainId,
          address: safe,
          body: { message: 'hi', signature: await sign(mallory, 'hi') },
        }),
      422,
      'Signer is not an owner',
    )
  })

  it('decodes calldata and answers 404 and 400 like the real gateway', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob.address, 5n],
    })
    expect(await getDecodedData(client(), { chainId, body: { data } })).toEqual({
      method: 'transfer',
      parameters: [
        { name: 'to', type: 'address', value: bob.address },
        { name: 'value', type: 'uint256', value: '5' },
      ],
    })
    await expect(
      getDecodedData(client(), { chainId, body: { data: '0xdeadbeef' } }),
    ).rejects.toMatchObject({
      status: 404,
      body: { code: 404, message: 'Cannot decode data' },
    })
    await expect(
      getDecodedData(client(), { chainId, body: { data: '0xzz' } }),
    ).rejects.toMatchObject({
      status: 400,
    })
    await expect(getDecodedData(client(), { chainId: '5', body: { data } })).rejects.toMatchObject({
      status: 404,
    })
  })

  it('estimates safeTxGas by simulating inside the Safe', async () => {
    const estimation = await postSafeGasEstimation(client(), {
      chainId,
      address: safe,
      body: { to: mallory.address, value: '1000', data: '0x', operation: 0 },
    })
    expect(estimation.currentNonce).toBe(1)
    expect(estimation.recommendedNonce).toBe(1)
    expect(BigInt(estimation.safeTxGas)).toBeGreaterThan(0n)
    // A call that reverts cannot be measured: 0 leaves the inner call unlimited.
    const failing = await postSafeGasEstimation(client(), {
      chainId,
      address: safe,
      body: { to: mallory.address, value: parseEther('100').toString(), data: '0x', operation: 0 },
    })
    expect(failing.safeTxGas).toBe('0')
  })
})
