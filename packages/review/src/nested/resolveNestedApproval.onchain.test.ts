import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  buildSafeTransaction,
  encodeExecTransaction,
  getSafeMessageTypedData,
  preValidatedSignature,
  SAFE_DEPLOYMENTS,
  type SafeTransactionData,
  safeAbi,
  safeMessageHash,
  safeTxHash,
  safeTxPreimage,
  signMessageLibAbi,
  typedDataPreimage,
} from '@assent/core'
import { createGatewayClient, type GatewayClient, type SafeMessage } from '@assent/gateway-client'
import { deployTestSafe, execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  keccak256,
  type PublicClient,
  parseEther,
  slice,
} from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { detailsOf } from '../test-utils/fixtures'
import { findNestedApprovals, type NestedApproval } from './findNestedApprovals'
import { resolveNestedApproval } from './resolveNestedApproval'

// The premise and the defence on real Safes 1.4.1: a 2-of-2 parent Safe (accounts 0, 1) is the
// only owner of a 1-of-1 child holding 1 ETH. One executed parent transaction calling
// child.approveHash(H) lets anyone execute the child's drain H. The review must find what H is
// at the gateway — a small HTTP server here, answering what a gateway (honest or lying) would —
// and accept it only when H is recomputed from its fields with the child's on-chain domain.
let devnet: TestDevnet
let client: PublicClient
let parent: Address
let child: Address
let drain: SafeTransactionData
let drainHash: Hex
let server: Server
let gateway: GatewayClient
/** What the stand-in gateway answers, by path; anything else is a 404. */
const answers = new Map<string, unknown>()

beforeAll(async () => {
  devnet = await startTestDevnet()
  client = devnet.publicClient as PublicClient
  parent = await deployTestSafe(devnet, { owners: [0, 1], threshold: 2 })
  child = await deployTestSafe(devnet, { owners: [parent], threshold: 1 })
  const funding = await devnet.walletClient.sendTransaction({ to: child, value: parseEther('1') })
  await devnet.publicClient.waitForTransactionReceipt({ hash: funding })
  drain = buildSafeTransaction({
    to: devnet.accounts[9]!.address,
    value: parseEther('1'),
    nonce: 0n,
  })
  drainHash = childHash(drain)
  server = createServer((request, response) => {
    const answer = answers.get(request.url ?? '')
    response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer ?? { code: 404, message: 'Not found' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  gateway = createGatewayClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    maxRetries: 0,
  })
}, 120_000)
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  await devnet?.stop()
})
beforeEach(() => answers.clear())

function childHash(tx: SafeTransactionData, safeAddress: Address = child): Hex {
  return safeTxHash({ chainId: devnet.chainId, safeAddress, safeVersion: '1.4.1', tx })
}
const detailsPath = (hash: Hex) => `/v1/chains/${devnet.chainId}/transactions/${hash}`
const messagePath = (hash: Hex) => `/v1/chains/${devnet.chainId}/messages/${hash}`
const serveDetails = (hash: Hex, tx: SafeTransactionData, safeAddress: Address = child) =>
  answers.set(detailsPath(hash), detailsOf(tx, [], { chainId: devnet.chainId, safeAddress }))

function approval(data: Hex, to: Address = child, operation: 0 | 1 = 0): NestedApproval {
  const [found] = findNestedApprovals({ to, data, operation }, parent)
  if (!found) throw new Error('no approval found')
  return found
}
const approveHash = (hash: Hex) =>
  approval(encodeFunctionData({ abi: safeAbi, functionName: 'approveHash', args: [hash] }))
const signMessage = (preimage: Hex) =>
  approval(
    encodeFunctionData({ abi: signMessageLibAbi, functionName: 'signMessage', args: [preimage] }),
    SAFE_DEPLOYMENTS['1.4.1'].signMessageLib,
    1,
  )
const resolve = (found: NestedApproval) =>
  resolveNestedApproval(
    { gateway, client },
    { chainId: String(devnet.chainId), parent, approval: found },
  )

describe('resolveNestedApproval on real Safes 1.4.1', () => {
  it("proves the child's real transaction behind approveHash(H), with the version read on chain", async () => {
    serveDetails(drainHash, drain)
    const resolution = await resolve(approveHash(drainHash))
    expect(resolution).toMatchObject({
      status: 'transaction',
      safe: child,
      tx: drain,
      safeTxHash: drainHash,
      state: { version: '1.4.1', owners: [parent], threshold: 1 },
    })
  })

  it('refuses a gateway answer whose fields do not hash to H, or that names another Safe', async () => {
    // The gateway shows a harmless 0.001 ETH under the drain's hash.
    serveDetails(drainHash, { ...drain, value: parseEther('0.001') })
    const lie = await resolve(approveHash(drainHash))
    expect(lie).toMatchObject({ status: 'unproven', safe: child })
    expect(lie.status === 'unproven' && lie.reason).toContain(`not to the approved ${drainHash}`)

    // The transaction is real, but of another Safe: approveHash counts only on the one called.
    const other = await deployTestSafe(devnet, { owners: [parent], threshold: 1 })
    const otherHash = childHash(drain, other)
    serveDetails(otherHash, drain, other)
    const elsewhere = await resolve(approveHash(otherHash))
    expect(elsewhere).toMatchObject({ status: 'unproven', safe: child })
  })

  it('says so when H is unknown, the target is no Safe, or there is no RPC to read it with', async () => {
    const unknown = await resolve(approveHash(drainHash))
    expect(unknown.status === 'unproven' && unknown.reason).toBe(
      'The gateway knows no transaction or message with this hash, so what it stands for cannot be shown.',
    )
    const eoa = devnet.accounts[7]!.address
    answers.set(
      detailsPath(drainHash),
      detailsOf(drain, [], { chainId: devnet.chainId, safeAddress: eoa }),
    )
    const notASafe = await resolveNestedApproval(
      { gateway, client },
      {
        chainId: String(devnet.chainId),
        parent,
        approval: { kind: 'approveHash', hash: drainHash, safe: eoa, path: [] },
      },
    )
    expect(notASafe.status === 'unproven' && notASafe.reason).toContain(
      `Safe ${eoa} could not be read on chain: There is no contract`,
    )
    serveDetails(drainHash, drain)
    const noRpc = await resolveNestedApproval(
      { gateway, client: undefined },
      { chainId: String(devnet.chainId), parent, approval: approveHash(drainHash) },
    )
    expect(noRpc.status === 'unproven' && noRpc.reason).toContain('no independent RPC')
  })

  it("proves a signed SafeTx preimage only with the child's own domain separator", async () => {
    serveDetails(drainHash, drain)
    const preimage = safeTxPreimage({
      chainId: devnet.chainId,
      safeAddress: child,
      safeVersion: '1.4.1',
      tx: drain,
    })
    expect(await resolve(signMessage(preimage))).toMatchObject({
      status: 'transaction',
      safe: child,
      safeTxHash: drainHash,
    })
    // Same struct hash under another chain's domain: the gateway answers with the child's drain.
    const foreign = safeTxPreimage({
      chainId: 1,
      safeAddress: child,
      safeVersion: '1.4.1',
      tx: drain,
    })
    serveDetails(keccak256(foreign), drain)
    const refused = await resolve(signMessage(foreign))
    expect(refused.status === 'unproven' && refused.reason).toContain(
      `domain separator ${slice(foreign, 2, 34)} is not Safe ${child}'s`,
    )
  })

  it('proves a message of the child, approved by hash or by its signed SafeMessage preimage', async () => {
    const text = 'Pay 1 ETH to the attacker'
    const hash = safeMessageHash({
      chainId: devnet.chainId,
      safeAddress: child,
      safeVersion: '1.4.1',
      message: text,
    })
    const message: SafeMessage = {
      type: 'MESSAGE',
      messageHash: hash,
      status: 'NEEDS_CONFIRMATION',
      logoUri: null,
      name: null,
      message: text,
      creationTimestamp: 1_700_000_000_000,
      modifiedTimestamp: 1_700_000_000_000,
      confirmationsSubmitted: 0,
      confirmationsRequired: 1,
      proposedBy: { value: parent },
      confirmations: [],
      preparedSignature: null,
    }
    answers.set(messagePath(hash), message)
    expect(await resolve(approveHash(hash))).toMatchObject({
      status: 'message',
      safe: child,
      messageHash: hash,
      message: text,
    })
    // A preimage names no Safe: the parent's owned Safes are the candidates, pinned by domain.
    answers.set(`/v1/chains/${devnet.chainId}/owners/${parent}/safes`, { safes: [child] })
    const preimage = typedDataPreimage(
      getSafeMessageTypedData({
        chainId: devnet.chainId,
        safeAddress: child,
        safeVersion: '1.4.1',
        message: text,
      }),
    )
    expect(await resolve(signMessage(preimage))).toMatchObject({ status: 'message', safe: child })
    // A gateway that swaps the text under the same hash is refused.
    answers.set(messagePath(hash), { ...message, message: 'Hello' })
    const swapped = await resolve(approveHash(hash))
    expect(swapped.status === 'unproven' && swapped.reason).toContain(`not to the approved ${hash}`)
  })

  it('premise: executing the parent approveHash(H) really lets anyone execute the drain', async () => {
    const attacker = devnet.accounts[9]!.address
    const before = await devnet.publicClient.getBalance({ address: attacker })
    const approved = await execSafeTransaction(devnet, {
      safe: parent,
      tx: {
        to: child,
        data: encodeFunctionData({ abi: safeAbi, functionName: 'approveHash', args: [drainHash] }),
      },
      signers: [0, 1],
    })
    expect(approved.success).toBe(true)
    // A stranger executes the child's drain with nothing but the parent's on-chain approval.
    const stranger = devnet.walletClients[5]!
    const hash = await stranger.sendTransaction({
      to: child,
      data: encodeExecTransaction(drain, preValidatedSignature(parent)),
    })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await devnet.publicClient.getBalance({ address: attacker })).toBe(
      before + parseEther('1'),
    )
    expect(await devnet.publicClient.getBalance({ address: child })).toBe(0n)
  })
})
