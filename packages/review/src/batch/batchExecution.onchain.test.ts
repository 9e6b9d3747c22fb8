import {
  buildSafeTransaction,
  getSafeTxTypedData,
  SAFE_DEPLOYMENTS,
  type SafeTransactionData,
  safeAbi,
  safeTxHash,
  safeTxPreimage,
  verifySafeConfirmations,
} from '@assent/core'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, type Hex, type PublicClient, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExecutionSignatures } from '../execute/buildExecutionSignatures'
import { readOnChainSafeState } from '../onchain/readOnChainSafeState'
import { checkBatchSelection } from './checkBatchSelection'
import { encodeBatchExecution } from './encodeBatchExecution'
import { simulateBatchExecution } from './simulateBatchExecution'
import { splitBatchLogs } from './splitBatchLogs'

// Several queued transactions of a 2-of-3 Safe executed in ONE on-chain transaction through
// the canonical MultiSendCallOnly of the Safe's version, on the devnet's real contracts: the
// hashes recomputed here, the owners' signatures proven, the batch simulated as the executor
// (who owns nothing) will send it, then sent, and each transaction found in the receipt.
const v130 = SAFE_DEPLOYMENTS['1.3.0']
const v141 = SAFE_DEPLOYMENTS['1.4.1']
const KINDS = [
  { label: '1.4.1 L2', version: '1.4.1', singleton: v141.safeL2, factory: v141.safeProxyFactory },
  { label: '1.3.0 L1', version: '1.3.0', singleton: v130.safe, factory: v130.safeProxyFactory },
] as const

let devnet: TestDevnet
let client: PublicClient
beforeAll(async () => {
  devnet = await startTestDevnet()
  client = devnet.publicClient as PublicClient
}, 120_000)
afterAll(() => devnet?.stop())

/** A funded 2-of-3 Safe (accounts 0, 1, 2) of the given kind. */
async function fundedSafe(kind: (typeof KINDS)[number]): Promise<Address> {
  const safe = await deployTestSafe(devnet, {
    owners: [0, 1, 2],
    threshold: 2,
    singleton: kind.singleton,
    factory: kind.factory,
    fallbackHandler:
      kind.version === '1.3.0'
        ? v130.compatibilityFallbackHandler
        : v141.compatibilityFallbackHandler,
  })
  await client.waitForTransactionReceipt({
    hash: await devnet.walletClients[9]!.sendTransaction({ to: safe, value: parseEther('1') }),
  })
  return safe
}

/**
 * `count` transfers queued from the Safe's nonce, each signed by owners 0 and 1, verified here
 * and turned into execution signatures without any implied approval of the sender.
 */
async function signedQueue(safe: Address, version: string, count: number) {
  const state = await readOnChainSafeState(client, { chainId: devnet.chainId, address: safe })
  const queue: { tx: SafeTransactionData; safeTxHash: Hex; signatures: Hex }[] = []
  for (let index = 0; index < count; index++) {
    const tx = buildSafeTransaction({
      to: devnet.accounts[5 + index]!.address as Address,
      value: 1000n + BigInt(index),
      nonce: BigInt(state.nonce + index),
    })
    const params = { chainId: devnet.chainId, safeAddress: safe, safeVersion: version, tx }
    const hash = safeTxHash(params)
    const confirmations = await Promise.all(
      [0, 1].map(async (owner) => ({
        claimedSigner: devnet.accounts[owner]!.address as Address,
        signature: await devnet.walletClients[owner]!.signTypedData(getSafeTxTypedData(params)),
      })),
    )
    const { checks } = await verifySafeConfirmations({
      client,
      safeAddress: safe,
      safeVersion: version,
      hash,
      preimage: safeTxPreimage(params),
      owners: state.owners,
      confirmations,
    })
    const built = buildExecutionSignatures({
      confirmations: checks,
      threshold: state.threshold,
      executor: undefined,
      owners: state.owners,
    })
    if (!built.ok) throw new Error(built.reason)
    queue.push({ tx, safeTxHash: hash, signatures: built.signatures })
  }
  return { state, queue }
}

describe.each(KINDS)('batch execution on a Safe $label', (kind) => {
  it.each([2, 3])('executes %i queued transactions in one on-chain transaction', async (count) => {
    const safe = await fundedSafe(kind)
    const { state, queue } = await signedQueue(safe, kind.version, count)
    const selection = checkBatchSelection({
      safeNonce: state.nonce,
      selected: queue.map(({ tx }) => ({
        nonce: Number(tx.nonce),
        confirmationsSubmitted: 2,
        confirmationsRequired: 2,
      })),
    })
    expect(selection).toEqual({ ok: true, nonces: queue.map(({ tx }) => Number(tx.nonce)) })
    const call = encodeBatchExecution({
      safeAddress: safe,
      safeVersion: kind.version,
      items: queue,
    })
    expect(call.to).toBe(SAFE_DEPLOYMENTS[kind.version].multiSendCallOnly)
    const executor = devnet.walletClients[9]!

    const simulated = await simulateBatchExecution({
      client,
      chainId: devnet.chainId,
      safe,
      state,
      executor: executor.account.address,
      call,
      items: queue,
    })
    expect(simulated.run.outcome).toBe('success')
    expect(simulated.items.map((item) => item.outcome)).toEqual(queue.map(() => 'success'))
    // Each transfer is seen in its own transaction's report, and only there.
    simulated.items.forEach((item, index) => {
      expect(item.report.assetChanges).toEqual([
        expect.objectContaining({
          kind: 'native',
          direction: 'out',
          amount: 1000n + BigInt(index),
        }),
      ])
    })
    expect(simulated.items.at(-1)?.report.run.post?.nonce).toBe(state.nonce + count)

    const balances = await Promise.all(queue.map(({ tx }) => client.getBalance({ address: tx.to })))
    const receipt = await client.waitForTransactionReceipt({
      hash: await executor.sendTransaction({ to: call.to, data: call.data }),
    })
    expect(receipt.status).toBe('success')
    expect(
      splitBatchLogs({ safe, safeTxHashes: queue.map((q) => q.safeTxHash), logs: receipt.logs }),
    ).toEqual(
      queue.map(({ safeTxHash }) => expect.objectContaining({ safeTxHash, outcome: 'success' })),
    )
    const nonce = await client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })
    expect(nonce).toBe(BigInt(state.nonce + count))
    for (const [index, { tx }] of queue.entries()) {
      expect(await client.getBalance({ address: tx.to })).toBe(balances[index]! + tx.value)
    }
  })

  it('a selection that skips a nonce is refused, and no batch is built of it', async () => {
    const safe = await fundedSafe(kind)
    const { state, queue } = await signedQueue(safe, kind.version, 3)
    const gapped = [queue[0]!, queue[2]!]
    expect(
      checkBatchSelection({
        safeNonce: state.nonce,
        selected: gapped.map(({ tx }) => ({
          nonce: Number(tx.nonce),
          confirmationsSubmitted: 2,
          confirmationsRequired: 2,
        })),
      }),
    ).toEqual({
      ok: false,
      reason: `Nonce ${state.nonce + 1} is missing between #${state.nonce} and #${state.nonce + 2}: the Safe executes nonces one after another, without gaps.`,
    })
    expect(() =>
      encodeBatchExecution({ safeAddress: safe, safeVersion: kind.version, items: gapped }),
    ).toThrow(
      `The batch's nonces must follow one another: #${state.nonce + 2} comes after #${state.nonce}.`,
    )
  })

  it('one bad signature reverts the whole batch: the simulation says so for each one', async () => {
    const safe = await fundedSafe(kind)
    const { state, queue } = await signedQueue(safe, kind.version, 2)
    // The second transaction carries the first one's signatures: the Safe refuses it (GS026).
    const items = [queue[0]!, { ...queue[1]!, signatures: queue[0]!.signatures }]
    const call = encodeBatchExecution({ safeAddress: safe, safeVersion: kind.version, items })
    const simulated = await simulateBatchExecution({
      client,
      chainId: devnet.chainId,
      safe,
      state,
      executor: devnet.accounts[9]!.address as Address,
      call,
      items,
    })
    expect(simulated.run.outcome).toBe('reverted')
    expect(simulated.items.map((item) => item.outcome)).toEqual(['reverted', 'reverted'])
    expect(simulated.items.every((item) => item.report.assetChanges.length === 0)).toBe(true)
  })
})
