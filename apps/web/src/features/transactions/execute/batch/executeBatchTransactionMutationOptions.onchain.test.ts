// @vitest-environment node
import {
  buildSafeTransaction,
  buildSignatureBytes,
  getSafeTxTypedData,
  type SafeTransactionData,
  safeAbi,
  safeTxHash,
} from '@assent/core'
import {
  createGatewayClient,
  getNoncesQueryKey,
  getTransactionHistoryQueryKey,
} from '@assent/gateway-client'
import { encodeBatchExecution } from '@assent/review'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BatchExecutionFailedError,
  type ExecuteBatchTransactionVariables,
  executeBatchTransactionMutationOptions,
} from './executeBatchTransactionMutationOptions'

// The batch step's options on a real Safe 1.4.1 on anvil (owners 0 and 1 of 2): a batch of two
// executes in one transaction; a batch one of whose transactions fails inside is reported as
// such; either way the Safe's reads are marked stale. Executing never calls the gateway: its
// client only names the cache keys.
let devnet: TestDevnet
let safeAddress: Address
let safe: ExecuteBatchTransactionVariables['safe']
const gateway = createGatewayClient({ baseUrl: 'http://127.0.0.1:1', maxRetries: 0 })

beforeAll(async () => {
  devnet = await startTestDevnet()
  safeAddress = await deployTestSafe(devnet, { owners: [0, 1], threshold: 2 })
  safe = { chainId: String(devnet.chainId), address: safeAddress }
  await devnet.publicClient.waitForTransactionReceipt({
    hash: await devnet.walletClients[9]!.sendTransaction({
      to: safeAddress,
      value: parseEther('1'),
    }),
  })
}, 120_000)
afterAll(() => devnet?.stop())

const nonceOnChain = () =>
  devnet.publicClient.readContract({ address: safeAddress, abi: safeAbi, functionName: 'nonce' })

/** Both owners' signatures, and the hash, of `tx`. */
async function signed(tx: SafeTransactionData) {
  const params = { chainId: devnet.chainId, safeAddress, safeVersion: '1.4.1', tx }
  const signatures = buildSignatureBytes(
    await Promise.all(
      [0, 1].map(async (index) => ({
        signer: devnet.walletClients[index]!.account.address,
        data: await devnet.walletClients[index]!.signTypedData(getSafeTxTypedData(params)),
      })),
    ),
  )
  return { tx, signatures, safeTxHash: safeTxHash(params) }
}

async function batchOf(txs: SafeTransactionData[]): Promise<ExecuteBatchTransactionVariables> {
  const items = await Promise.all(txs.map(signed))
  const call = encodeBatchExecution({ safeAddress, safeVersion: '1.4.1', items })
  return {
    safe,
    batch: {
      call: { to: call.to, data: call.data },
      nonces: txs.map((tx) => Number(tx.nonce)),
      safeTxHashes: items.map((item) => item.safeTxHash),
    },
  }
}

function observe(queryClient: QueryClient) {
  const keys = [getNoncesQueryKey(gateway, safe), getTransactionHistoryQueryKey(gateway, safe)]
  for (const key of keys) queryClient.setQueryData(key, { seeded: true })
  const stale = () => keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)
  const observer = new MutationObserver(
    queryClient,
    executeBatchTransactionMutationOptions({
      queryClient,
      gateway,
      sendTransaction: (request) => devnet.walletClients[2]!.sendTransaction(request),
      waitForReceipt: (hash) => devnet.publicClient.waitForTransactionReceipt({ hash }),
    }),
  )
  return { observer, stale }
}

describe('executeBatchTransactionMutationOptions', () => {
  it('executes two transactions in one and refreshes the Safe’s reads', async () => {
    const { observer, stale } = observe(new QueryClient())
    const nonce = await nonceOnChain()
    const variables = await batchOf([
      buildSafeTransaction({ to: devnet.accounts[5]!.address, value: 7n, nonce }),
      buildSafeTransaction({ to: devnet.accounts[6]!.address, value: 8n, nonce: nonce + 1n }),
    ])
    await expect(observer.mutate({ safe, batch: null })).rejects.toThrow(
      'These transactions cannot be executed together yet.',
    )
    const result = await observer.mutate(variables)
    expect(result.safeTxHashes).toEqual(variables.batch?.safeTxHashes)
    const receipt = await devnet.publicClient.getTransactionReceipt({ hash: result.hash })
    expect(receipt.to?.toLowerCase()).toBe(variables.batch?.call.to.toLowerCase())
    expect(await nonceOnChain()).toBe(nonce + 2n)
    expect(stale()).toEqual([true, true])
  })

  it('says which transaction failed inside a mined batch, and refreshes the reads', async () => {
    const { observer, stale } = observe(new QueryClient())
    const nonce = await nonceOnChain()
    const variables = await batchOf([
      buildSafeTransaction({ to: devnet.accounts[5]!.address, value: 1n, nonce }),
      // More ETH than the Safe holds: the inner call fails; safeTxGas > 0 lets the Safe go on.
      buildSafeTransaction({
        to: devnet.accounts[6]!.address,
        value: parseEther('100'),
        safeTxGas: 50_000n,
        nonce: nonce + 1n,
      }),
    ])
    const failure = await observer.mutate(variables).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(BatchExecutionFailedError)
    expect((failure as Error).message).toBe(
      `It was mined, but not every transaction executed: #${nonce} executed, #${nonce + 1n} failed (its nonce is used).`,
    )
    expect(await nonceOnChain()).toBe(nonce + 2n)
    expect(stale()).toEqual([true, true])
  })
})
