import {
  buildSafeTransaction,
  buildSignatureBytes,
  getSafeTxTypedData,
  type SafeTransactionData,
  safeAbi,
} from '@assent/core'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeSafeTransaction } from './executeSafeTransaction'

// execTransaction through the real Safe 1.4.1 on anvil: a success, and an inner call that
// reverts, which the Safe reports with ExecutionFailure in a successful receipt.
let devnet: TestDevnet
let safe: Address

beforeAll(async () => {
  devnet = await startTestDevnet()
  safe = await deployTestSafe(devnet, { owners: [0, 1], threshold: 2 })
  const funder = devnet.walletClients[9]!
  await devnet.publicClient.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: safe, value: parseEther('1') }),
  })
}, 120_000)
afterAll(() => devnet?.stop())

async function signedBy(tx: SafeTransactionData, signers: number[]) {
  const typedData = getSafeTxTypedData({
    chainId: devnet.chainId,
    safeAddress: safe,
    safeVersion: '1.4.1',
    tx,
  })
  return buildSignatureBytes(
    await Promise.all(
      signers.map(async (index) => {
        const wallet = devnet.walletClients[index]!
        return { signer: wallet.account.address, data: await wallet.signTypedData(typedData) }
      }),
    ),
  )
}

async function safeTx(fields: Partial<SafeTransactionData>): Promise<SafeTransactionData> {
  const nonce = await devnet.publicClient.readContract({
    address: safe,
    abi: safeAbi,
    functionName: 'nonce',
  })
  return buildSafeTransaction({
    to: devnet.accounts[5]!.address,
    nonce,
    ...fields,
  })
}

function execute(tx: SafeTransactionData, signatures: `0x${string}`, sent: string[]) {
  const executor = devnet.walletClients[1]!
  return executeSafeTransaction({
    safeAddress: safe,
    tx,
    signatures,
    sendTransaction: (request) => executor.sendTransaction(request),
    waitForReceipt: (hash) => devnet.publicClient.waitForTransactionReceipt({ hash }),
    onSent: (hash) => sent.push(hash),
  })
}

describe('executeSafeTransaction', () => {
  it('executes a transfer with the owners’ signatures and reports success', async () => {
    const recipient = devnet.accounts[5]!.address
    const before = await devnet.publicClient.getBalance({ address: recipient })
    const tx = await safeTx({ value: 1000n })
    const sent: string[] = []
    const result = await execute(tx, await signedBy(tx, [0, 1]), sent)
    expect(result.failed).toBe(false)
    expect(sent).toEqual([result.hash])
    expect((await devnet.publicClient.getBalance({ address: recipient })) - before).toBe(1000n)
  })

  it('reports a failure when the inner call reverts (ExecutionFailure), nonce used all the same', async () => {
    // More ETH than the Safe holds: the inner call fails; safeTxGas > 0 lets the Safe go on.
    const tx = await safeTx({ value: parseEther('100'), safeTxGas: 50_000n })
    const result = await execute(tx, await signedBy(tx, [0, 1]), [])
    expect(result.failed).toBe(true)
    const nonce = await devnet.publicClient.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'nonce',
    })
    expect(nonce).toBe(tx.nonce + 1n)
  })
})
