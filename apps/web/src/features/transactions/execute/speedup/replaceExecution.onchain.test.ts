import { buildSafeTransaction, getSafeTxTypedData, safeAbi } from '@assent/core'
import { findLandedTransaction } from '@assent/review'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, type Hex, type PublicClient, parseEther, parseGwei } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SignStepFailure } from '../../../../wallet/signAndProve'
import { executeSafeTransaction } from '../../actions/executeSafeTransaction'
import { describeExecutionOutcome } from './describeExecutionOutcome'
import type { PendingExecution } from './pendingExecutionsStore'
import { type ReplacementRequest, replaceExecution } from './replaceExecution'
import { trackPendingExecution } from './trackPendingExecution'

// The web side of a stuck execution on anvil with automine off: executeSafeTransaction sends it
// with a low fee, trackPendingExecution reads it back as the store keeps it, replaceExecution
// refuses the wrong account and a small raise before the wallet is asked, then sends the
// replacement; viem's receipt wait follows it, and the outcome is worded.
let devnet: TestDevnet
let safe: Address
let client: PublicClient

beforeAll(async () => {
  devnet = await startTestDevnet()
  safe = await deployTestSafe(devnet, { owners: [1], threshold: 1 })
  client = devnet.publicClient as PublicClient
  await client.waitForTransactionReceipt({
    hash: await devnet.walletClients[9]!.sendTransaction({ to: safe, value: parseEther('1') }),
  })
}, 120_000)
afterEach(() => devnet.testClient.setAutomine(true))
afterAll(() => devnet?.stop())

const executor = () => devnet.walletClients[1]!
const noDelay = async () => {}

/** Starts executing a 1-wei transfer with a fee the next blocks will not take. */
async function startStuckExecution() {
  const nonce = await client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })
  const tx = buildSafeTransaction({ to: devnet.accounts[6]!.address, value: 1n, nonce })
  const safeTx = { chainId: devnet.chainId, safeAddress: safe, safeVersion: '1.4.1', tx }
  const signature = await executor().signTypedData(getSafeTxTypedData(safeTx))
  const base = (await client.getBlock()).baseFeePerGas ?? 0n
  const maxPriorityFeePerGas = parseGwei('1')
  const maxFeePerGas = base * 2n + maxPriorityFeePerGas
  await devnet.testClient.setAutomine(false)
  let sent: Hex | undefined
  const executed = executeSafeTransaction({
    safeAddress: safe,
    tx,
    signatures: signature,
    gas: 200_000n,
    sendTransaction: (request) =>
      executor().sendTransaction({ ...request, maxFeePerGas, maxPriorityFeePerGas }),
    waitForReceipt: (hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 }),
    onSent: (hash) => {
      sent = hash
    },
  })
  while (!sent) await new Promise((resolve) => setTimeout(resolve, 20))
  // The next block asks three times the offer: the execution could not be mined in it.
  await devnet.testClient.setNextBlockBaseFeePerGas({ baseFeePerGas: maxFeePerGas * 3n })
  const record = await trackPendingExecution({
    safe: { chainId: String(devnet.chainId), address: safe },
    safeTxHash: '0x'.padEnd(66, '1') as Hex,
    safeNonce: nonce,
    hash: sent,
    getTransaction: (hash) => client.getTransaction({ hash }),
    delay: noDelay,
  })
  if (!record) throw new Error('the sent execution was not found')
  return { record, executed, maxFeePerGas, maxPriorityFeePerGas }
}

/** The wallet's side: records what it was asked, then sends from the executor. */
function recordingWallet() {
  const asked: ReplacementRequest[] = []
  const sendTransaction = (request: ReplacementRequest) => {
    asked.push(request)
    return executor().sendTransaction(request)
  }
  return { asked, sendTransaction }
}

async function outcomeOf(record: PendingExecution, attempts: PendingExecution['attempts']) {
  const found = await findLandedTransaction(client, { ...record, attempts })
  return describeExecutionOutcome(found, safe)
}

describe('replacing a stuck execution from the web app', () => {
  it('reads the sent execution back, refuses before the wallet, then speeds it up', async () => {
    const { record, executed, maxFeePerGas, maxPriorityFeePerGas } = await startStuckExecution()
    expect(record).toMatchObject({
      from: executor().account.address,
      to: safe,
      value: '0',
      gas: '200000',
      attempts: [
        {
          kind: 'original',
          maxFeePerGas: maxFeePerGas.toString(),
          maxPriorityFeePerGas: maxPriorityFeePerGas.toString(),
        },
      ],
    })
    expect((await outcomeOf(record, record.attempts)).outcome).toBe('pending')

    const wallet = recordingWallet()
    const high = { maxFeePerGas: maxFeePerGas * 4n, maxPriorityFeePerGas: parseGwei('2') }
    await expect(
      replaceExecution({
        execution: record,
        kind: 'speedUp',
        fees: high,
        account: devnet.accounts[2]!.address,
        sendTransaction: wallet.sendTransaction,
      }),
    ).rejects.toThrow(
      `It was sent by ${record.from}. Connect that account to speed it up or cancel it. Nothing was sent.`,
    )
    const small = { maxFeePerGas: maxFeePerGas * 4n, maxPriorityFeePerGas: parseGwei('1.05') }
    const refusal = await replaceExecution({
      execution: record,
      kind: 'speedUp',
      fees: small,
      account: record.from,
      sendTransaction: wallet.sendTransaction,
    }).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(SignStepFailure)
    expect((refusal as SignStepFailure).title).toBe('The fees are too low')
    expect((refusal as SignStepFailure).message).toBe(
      "The new fees must be at least 10 % above the pending transaction's: at least priority fee 1.1 gwei. Nothing was sent.",
    )
    expect(wallet.asked).toEqual([])

    const speedUp = await replaceExecution({
      execution: record,
      kind: 'speedUp',
      fees: high,
      account: record.from,
      sendTransaction: wallet.sendTransaction,
    })
    expect(wallet.asked).toEqual([
      { to: safe, data: record.data, value: 0n, nonce: record.nonce, gas: 200_000n, ...high },
    ])
    await devnet.testClient.mine({ blocks: 1 })
    const attempts = [
      ...record.attempts,
      { kind: 'speedUp' as const, hash: speedUp, maxFeePerGas: '0', maxPriorityFeePerGas: '0' },
    ]
    expect(await outcomeOf(record, attempts)).toEqual({
      outcome: 'speedUp',
      text: 'Executed by the speed-up.',
    })
    // The execute dialog's wait follows the speed-up: executed, not cancelled.
    await expect(executed).resolves.toMatchObject({ failed: false, cancelled: false })
  })

  it('cancels it: the execute dialog learns the Safe transaction was not executed', async () => {
    const { record, executed, maxFeePerGas } = await startStuckExecution()
    const wallet = recordingWallet()
    const fees = { maxFeePerGas: maxFeePerGas * 4n, maxPriorityFeePerGas: parseGwei('2') }
    const cancel = await replaceExecution({
      execution: record,
      kind: 'cancel',
      fees,
      account: record.from,
      sendTransaction: wallet.sendTransaction,
    })
    expect(wallet.asked).toEqual([
      { to: record.from, data: '0x', value: 0n, nonce: record.nonce, gas: 21_000n, ...fees },
    ])
    await devnet.testClient.mine({ blocks: 1 })
    const attempts = [
      ...record.attempts,
      { kind: 'cancel' as const, hash: cancel, maxFeePerGas: '0', maxPriorityFeePerGas: '0' },
    ]
    expect(await outcomeOf(record, attempts)).toEqual({
      outcome: 'cancel',
      text: 'Cancelled: the Safe transaction was not executed and is still in the queue.',
    })
    await expect(executed).resolves.toMatchObject({ failed: false, cancelled: true })
  })
})
