import {
  createWalletClient,
  custom,
  type EIP1193RequestFn,
  http,
  parseEther,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { waitForTransactionReceipt } from 'viem/actions'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type TestAnvil } from '../test-utils/startAnvil'
import { steadyReceiptActions, waitForReceipt } from './waitForReceipt'

// anvil's first default account (the public test mnemonic).
const SENDER = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('waitForReceipt on a chain that mines on demand', () => {
  let anvil: TestAnvil
  beforeAll(async () => {
    anvil = await startAnvil()
  })
  afterAll(async () => {
    await anvil?.stop()
  })

  /**
   * A client whose node answers "no receipt yet" to the first `lateReceipts` receipt reads,
   * as anvil does under load when it reports the new head before it serves the receipt.
   */
  function clientWithLateReceipts(lateReceipts: number) {
    const upstream = http(anvil.rpcUrl)({ chain: foundry })
    let left = lateReceipts
    const request = (async (args) => {
      if (args.method === 'eth_getTransactionReceipt' && left > 0) {
        left--
        return null
      }
      return upstream.request(args)
    }) as EIP1193RequestFn
    return createWalletClient({
      account: SENDER,
      chain: foundry,
      transport: custom({ request }),
      pollingInterval: 20,
    })
  }

  /**
   * Sends a transfer and returns once the node serves its receipt: anvil may answer the send
   * before it mines, and a wait that starts before the block would see the block arrive (a
   * busy machine did exactly that), which is not the case these tests are about.
   */
  async function sendOne() {
    const sender = createWalletClient({
      account: SENDER,
      chain: foundry,
      transport: http(anvil.rpcUrl),
      pollingInterval: 20,
    })
    const hash = await sender.sendTransaction({ to: RECIPIENT, value: parseEther('0.01') })
    await waitForReceipt(sender, { hash, timeout: 60_000 })
    return hash
  }

  it("viem's own wait hangs when the receipt comes after the block (the failure this fixes)", async () => {
    const hash = await sendOne()
    const client = clientWithLateReceipts(2)
    await expect(
      waitForTransactionReceipt(client, { hash, timeout: 1_500 }),
    ).rejects.toBeInstanceOf(WaitForTransactionReceiptTimeoutError)
  })

  it('returns the receipt once the node serves it, with no block after it', async () => {
    const hash = await sendOne()
    const client = clientWithLateReceipts(2)
    const receipt = await waitForReceipt(client, { hash, timeout: 30_000 })
    expect(receipt.transactionHash).toBe(hash)
    expect(receipt.status).toBe('success')
  })

  it('replaces the client action, so code calling client.waitForTransactionReceipt gets it', async () => {
    const hash = await sendOne()
    const client = clientWithLateReceipts(2).extend(steadyReceiptActions)
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 30_000 })
    expect(receipt.blockNumber).toBeGreaterThan(0n)
  })

  it('still times out for a transaction that never arrives', async () => {
    const client = clientWithLateReceipts(0)
    const unknown = `0x${'ab'.repeat(32)}` as const
    await expect(waitForReceipt(client, { hash: unknown, timeout: 500 })).rejects.toBeInstanceOf(
      WaitForTransactionReceiptTimeoutError,
    )
  })

  it('stops when the caller aborts', async () => {
    const client = clientWithLateReceipts(0)
    const unknown = `0x${'cd'.repeat(32)}` as const
    const controller = new AbortController()
    const waiting = waitForReceipt(client, { hash: unknown, timeout: 0, signal: controller.signal })
    controller.abort(new Error('left the page'))
    await expect(waiting).rejects.toThrow()
  })
})
