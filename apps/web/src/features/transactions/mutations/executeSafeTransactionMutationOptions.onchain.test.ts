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
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignStepFailure } from '../../../wallet/signAndProve'
import {
  type ExecuteSafeTransactionVariables,
  executeSafeTransactionMutationOptions,
  SafeExecutionFailedError,
} from './executeSafeTransactionMutationOptions'

// What the execute button's options do when the execution does not go through, on a real Safe
// 1.4.1 on anvil (owners 0 and 1 of 2); a successful one is part of
// safeTransactionMutations.onchain.test.ts. Executing never calls the gateway: its client here
// only names the cache keys the options mark stale.
let devnet: TestDevnet
let safeAddress: Address
let safe: ExecuteSafeTransactionVariables['safe']
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

const owner = (index: number) => devnet.walletClients[index]!
const nonceOnChain = () =>
  devnet.publicClient.readContract({ address: safeAddress, abi: safeAbi, functionName: 'nonce' })
const hashOf = (tx: SafeTransactionData) =>
  safeTxHash({ chainId: devnet.chainId, safeAddress, safeVersion: '1.4.1', tx })

/** Cache entries no screen watches: invalidation only marks them stale. */
function seedReads(queryClient: QueryClient) {
  const keys = {
    nonces: getNoncesQueryKey(gateway, safe),
    history: getTransactionHistoryQueryKey(gateway, safe),
  }
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { seeded: true })
  return (read: keyof typeof keys) => queryClient.getQueryState(keys[read])?.isInvalidated
}

function optionsFor(
  queryClient: QueryClient,
  sendTransaction: Parameters<typeof executeSafeTransactionMutationOptions>[0]['sendTransaction'],
) {
  return executeSafeTransactionMutationOptions({
    queryClient,
    gateway,
    sendTransaction,
    waitForReceipt: (hash) => devnet.publicClient.waitForTransactionReceipt({ hash }),
  })
}

const run = (queryClient: QueryClient, variables: ExecuteSafeTransactionVariables) =>
  new MutationObserver(
    queryClient,
    optionsFor(queryClient, (request) => owner(0).sendTransaction(request)),
  ).mutate(variables)

describe('executeSafeTransactionMutationOptions', () => {
  it('reports an execution the Safe marks failed, and still refreshes the Safe’s reads', async () => {
    const queryClient = new QueryClient()
    const nonce = await nonceOnChain()
    // More ETH than the Safe holds: the inner call fails; safeTxGas > 0 lets the Safe go on.
    const tx = buildSafeTransaction({
      to: devnet.accounts[5]!.address,
      value: parseEther('100'),
      safeTxGas: 50_000n,
      nonce,
    })
    const signatures = buildSignatureBytes(
      await Promise.all(
        [0, 1].map(async (index) => ({
          signer: owner(index).account.address,
          data: await owner(index).signTypedData(
            getSafeTxTypedData({ chainId: devnet.chainId, safeAddress, safeVersion: '1.4.1', tx }),
          ),
        })),
      ),
    )
    const stale = seedReads(queryClient)
    const failure = await run(queryClient, {
      safe,
      execution: { tx, signatures, safeTxHash: hashOf(tx) },
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SafeExecutionFailedError)
    expect((failure as Error).message).toBe(
      'It was mined but the Safe reported a failure (the call reverted). Its nonce is used.',
    )
    expect(await nonceOnChain()).toBe(nonce + 1n)
    expect(stale('nonces')).toBe(true)
    expect(stale('history')).toBe(true)
  })

  it('words a wallet that does not send, and refreshes nothing', async () => {
    const queryClient = new QueryClient()
    const stale = seedReads(queryClient)
    const tx = buildSafeTransaction({
      to: devnet.accounts[5]!.address,
      nonce: await nonceOnChain(),
    })
    const refusing = new MutationObserver(
      queryClient,
      optionsFor(queryClient, () =>
        Promise.reject(Object.assign(new Error('User denied transaction'), { code: 4001 })),
      ),
    )
    await expect(refusing.mutate({ safe, execution: null })).rejects.toThrow(
      'The transaction cannot be executed yet.',
    )
    const refused = await refusing
      .mutate({ safe, execution: { tx, signatures: '0x', safeTxHash: hashOf(tx) } })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(SignStepFailure)
    expect(refused).toMatchObject({
      title: 'Transaction not sent',
      message:
        'User rejected request. You rejected the request in your wallet. Nothing was changed.',
    })
    expect(stale('nonces')).toBe(false)
    expect(stale('history')).toBe(false)
  })
})
