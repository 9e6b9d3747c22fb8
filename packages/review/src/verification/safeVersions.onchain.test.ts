import {
  buildSafeTransaction,
  encodeExecTransaction,
  getSafeTxTypedData,
  SAFE_1_1_1_DEPLOYMENTS,
  SAFE_1_2_0_DEPLOYMENTS,
  SAFE_1_3_0_EIP155_DEPLOYMENTS,
  SAFE_DEPLOYMENTS,
  safeAbi,
} from '@assent/core'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExecutionSignatures } from '../execute/buildExecutionSignatures'
import { detailsOf } from '../test-utils/fixtures'
import { verifyTransaction } from './verifyTransaction'

// The web's own path for every Safe version on the devnet's real contracts: the hash it
// recomputes equals the Safe's getTransactionHash, owners' signatures over it verify, and the
// signatures it builds for execTransaction execute.
const v130 = SAFE_DEPLOYMENTS['1.3.0']
const v141 = SAFE_DEPLOYMENTS['1.4.1']
const KINDS = [
  {
    label: '1.4.1 L2',
    version: '1.4.1',
    singleton: v141.safeL2,
    factory: v141.safeProxyFactory,
    handler: v141.compatibilityFallbackHandler,
  },
  {
    label: '1.4.1 L1',
    version: '1.4.1',
    singleton: v141.safe,
    factory: v141.safeProxyFactory,
    handler: v141.compatibilityFallbackHandler,
  },
  {
    label: '1.3.0 L2',
    version: '1.3.0',
    singleton: v130.safeL2,
    factory: v130.safeProxyFactory,
    handler: v130.compatibilityFallbackHandler,
  },
  {
    label: '1.3.0 L1',
    version: '1.3.0',
    singleton: v130.safe,
    factory: v130.safeProxyFactory,
    handler: v130.compatibilityFallbackHandler,
  },
  {
    label: '1.3.0 L1 (EIP-155 deployment)',
    version: '1.3.0',
    singleton: SAFE_1_3_0_EIP155_DEPLOYMENTS.safe,
    factory: SAFE_1_3_0_EIP155_DEPLOYMENTS.safeProxyFactory,
    handler: SAFE_1_3_0_EIP155_DEPLOYMENTS.compatibilityFallbackHandler,
  },
  {
    label: '1.2.0',
    version: '1.2.0',
    singleton: SAFE_1_2_0_DEPLOYMENTS.safe,
    factory: SAFE_1_1_1_DEPLOYMENTS.safeProxyFactory,
    handler: SAFE_1_1_1_DEPLOYMENTS.defaultCallbackHandler,
  },
  {
    label: '1.1.1',
    version: '1.1.1',
    singleton: SAFE_1_1_1_DEPLOYMENTS.safe,
    factory: SAFE_1_1_1_DEPLOYMENTS.safeProxyFactory,
    handler: SAFE_1_1_1_DEPLOYMENTS.defaultCallbackHandler,
  },
] as const

let devnet: TestDevnet
let client: PublicClient
beforeAll(async () => {
  devnet = await startTestDevnet()
  client = createPublicClient({ transport: http(devnet.rpcUrl) })
}, 120_000)
afterAll(() => devnet?.stop())

describe.each(KINDS)('Safe $label', (kind) => {
  it('hashes as the contract does, verifies its owners and executes what it builds', async () => {
    const owners = [devnet.accounts[1]!.address, devnet.accounts[2]!.address] as Address[]
    const safe = await deployTestSafe(devnet, {
      owners: [1, 2],
      threshold: 2,
      singleton: kind.singleton,
      factory: kind.factory,
      fallbackHandler: kind.handler,
    })
    await devnet.publicClient.waitForTransactionReceipt({
      hash: await devnet.walletClients[0]!.sendTransaction({ to: safe, value: 10n ** 16n }),
    })
    expect(
      await client.readContract({ address: safe, abi: safeAbi, functionName: 'VERSION' }),
    ).toBe(kind.version)
    const tx = buildSafeTransaction({ to: devnet.accounts[7]!.address, value: 12_345n, nonce: 0n })
    const typedData = getSafeTxTypedData({
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion: kind.version,
      tx,
    })
    const confirmations = await Promise.all(
      [1, 2].map(async (index) => {
        const wallet = devnet.walletClients[index]!
        return { signer: wallet.account.address, signature: await wallet.signTypedData(typedData) }
      }),
    )
    const result = await verifyTransaction({
      details: detailsOf(tx, confirmations, {
        chainId: devnet.chainId,
        safeAddress: safe,
        proposer: owners[0],
        version: kind.version,
      }),
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion: kind.version,
      owners,
      client,
    })
    const onChainHash = await client.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'getTransactionHash',
      args: [
        tx.to,
        tx.value,
        tx.data,
        tx.operation,
        tx.safeTxGas,
        tx.baseGas,
        tx.gasPrice,
        tx.gasToken,
        tx.refundReceiver,
        tx.nonce,
      ],
    })
    expect(result.localSafeTxHash).toBe(onChainHash)
    expect(result.problems).toEqual([])
    expect(result.verifiedSigners.sort()).toEqual([...owners].sort())

    const built = buildExecutionSignatures({
      confirmations: result.confirmations,
      threshold: 2,
      executor: devnet.accounts[0]!.address,
      owners,
    })
    if (!built.ok) throw new Error(built.reason)
    const before = await client.getBalance({ address: devnet.accounts[7]!.address })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({
      hash: await devnet.walletClients[0]!.sendTransaction({
        to: safe,
        data: encodeExecTransaction(tx, built.signatures),
      }),
    })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: devnet.accounts[7]!.address })).toBe(before + 12_345n)
    expect(await client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })).toBe(
      1n,
    )
  })
})
